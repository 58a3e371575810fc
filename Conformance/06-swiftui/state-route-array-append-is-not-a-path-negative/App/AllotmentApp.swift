import SwiftUI

@main
struct AllotmentApp: App {
    @StateObject private var router = AllotmentRouter()
    private let journal = GardenJournal()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                BedsBuilder.build(journal: journal, router: router)
                    .navigationDestination(for: AllotmentRoute.self) { route in
                        switch route {
                        case .bed(let bed):
                            CropsBuilder.build(bed: bed, journal: journal, router: router)
                        case .crop(let crop):
                            SowingBuilder.build(crop: crop, journal: journal)
                        }
                    }
            }
            .tint(.green)
        }
    }
}
