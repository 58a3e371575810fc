import SwiftUI

struct SpotsView: View {
    @ObservedObject var presenter: SpotsPresenter
    @EnvironmentObject private var router: SurfRouter

    var body: some View {
        List(presenter.spots) { spot in
            Button {
                router.push(.forecast(spotID: spot.id))
            } label: {
                LabeledContent(spot.name, value: spot.region)
            }
        }
        .navigationTitle("Spots")
        .task { await presenter.load() }
    }
}
