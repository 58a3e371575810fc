import SwiftUI

@main
struct TwitcherApp: App {
    @State private var router = BirdingRouter()
    private let logbook = Logbook()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                SightingsBuilder.build(logbook: logbook)
                    .navigationDestination(for: BirdingRoute.self) { route in
                        switch route {
                        case .sighting(let sighting):
                            SightingDetailBuilder.build(sighting: sighting, logbook: logbook)
                        }
                    }
            }
            .sheet(item: $router.sheet) { sheet in
                switch sheet {
                case .logSighting:
                    LogSightingBuilder.build(logbook: logbook)
                case .speciesGuide(let species):
                    SpeciesGuideBuilder.build(species: species, logbook: logbook)
                }
            }
            .environment(router)
        }
    }
}
