import SwiftUI

struct TrailsView: View {
    @ObservedObject var presenter: TrailsPresenter
    @EnvironmentObject private var router: AppRouter

    var body: some View {
        List(presenter.trails) { trail in
            Button {
                router.push(.trailMap(trail))
            } label: {
                VStack(alignment: .leading) {
                    Text(trail.name).font(.headline)
                    Text(presenter.summary(of: trail))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Trails")
        .task { await presenter.load() }
    }
}
