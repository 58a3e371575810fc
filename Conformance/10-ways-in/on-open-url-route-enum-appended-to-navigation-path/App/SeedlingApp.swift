import SwiftUI

@main
struct SeedlingApp: App {
    @State private var path: [GardenRoute] = []
    private let garden = GardenStore()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $path) {
                BedsBuilder.build(garden: garden)
                    .navigationDestination(for: GardenRoute.self) { route in
                        switch route {
                        case .bed(let id):
                            BedDetailBuilder.build(bedID: id, garden: garden)
                        case .plant(let slug):
                            PlantGuideBuilder.build(slug: slug, garden: garden)
                        }
                    }
            }
            .onOpenURL { url in
                guard let route = GardenRoute(url: url) else { return }
                path.append(route)
            }
        }
    }
}
