import SwiftUI

@main
struct PisteApp: App {
    private let resort = ResortService()

    var body: some Scene {
        WindowGroup {
            SlopesConfigurator.configure(resort: resort)
        }
    }
}
