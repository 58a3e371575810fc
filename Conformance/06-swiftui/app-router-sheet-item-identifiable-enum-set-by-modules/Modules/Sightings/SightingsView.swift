import SwiftUI

struct SightingsView: View {
    @ObservedObject var presenter: SightingsPresenter
    @Environment(BirdingRouter.self) private var router

    var body: some View {
        List(presenter.sightings) { sighting in
            Button {
                router.path.append(.sighting(sighting))
            } label: {
                VStack(alignment: .leading) {
                    Text(sighting.species).font(.headline)
                    Text(presenter.caption(of: sighting)).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Sightings")
        .toolbar {
            Button("Log sighting", systemImage: "plus") {
                router.sheet = .logSighting
            }
        }
        .task(id: router.sheet == nil) { await presenter.load() }
    }
}
