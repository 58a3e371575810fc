import SwiftUI

struct TrailsView: View {
    @ObservedObject var presenter: TrailsPresenter
    let guidebook: Guidebook

    var body: some View {
        NavigationStack {
            List(presenter.trails) { trail in
                NavigationLink(destination: TrailDetailBuilder.build(trail: trail, guidebook: guidebook)) {
                    VStack(alignment: .leading) {
                        Text(trail.name).font(.headline)
                        Text(presenter.subtitle(for: trail)).font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Trails")
            .toolbar {
                Toggle("Loops only", isOn: $presenter.loopsOnly)
            }
            .onChange(of: presenter.loopsOnly) {
                Task { await presenter.load() }
            }
            .task { await presenter.load() }
        }
    }
}
