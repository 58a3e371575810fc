import SwiftUI

struct SeedsView: View {
    @ObservedObject var presenter: SeedsPresenter

    var body: some View {
        NavigationStack {
            FilterableList(items: presenter.seeds, prompt: "Tomato, bean, Chioggia…", matches: presenter.matches) { seed in
                AnyView(SeedCard(seed: seed, presenter: presenter))
            }
            .navigationTitle("Seed library")
            .task { await presenter.load() }
        }
    }
}
