import SwiftUI

@main
struct EarshotApp: App {
    var body: some Scene {
        WindowGroup {
            EpisodesConfigurator.configure()
        }
    }
}
