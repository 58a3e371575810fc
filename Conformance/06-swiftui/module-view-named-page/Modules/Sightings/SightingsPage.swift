import SwiftUI

struct SightingsPage: View {
    @ObservedObject var presenter: SightingsPresenter

    var body: some View {
        NavigationView {
            List(presenter.birds) { bird in
                NavigationLink(destination: BirdModule.make(bird: bird)) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(bird.commonName).font(.headline)
                        Text(presenter.subtitle(for: bird))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Sightings")
            .refreshable { await presenter.load() }
            .task { await presenter.load() }
        }
    }
}
