import SwiftUI

struct RoastsView: View {
    @ObservedObject var presenter: RoastsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.roasts) { roast in
                HStack {
                    VStack(alignment: .leading) {
                        Text(roast.name).font(.headline)
                        Text(roast.origin).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button("Brew") { presenter.didTapBrew(roast) }
                        .buttonStyle(.borderedProminent)
                }
            }
            .navigationTitle("Roasts")
            .navigationDestination(isPresented: $presenter.showsBrewTimer) {
                if let roast = presenter.brewingRoast {
                    BrewTimerBuilder.build(roast: roast)
                }
            }
            .task { await presenter.load() }
        }
    }
}
