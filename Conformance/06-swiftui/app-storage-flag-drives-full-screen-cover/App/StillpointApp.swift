import SwiftUI

@main
struct StillpointApp: App {
    private let catalog = MeditationCatalog()

    var body: some Scene {
        WindowGroup {
            SessionsBuilder.build(catalog: catalog)
        }
    }
}
