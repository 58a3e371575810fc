import SwiftUI

@main
struct PedalShareApp: App {
    var body: some Scene {
        WindowGroup {
            DocksBuilder.build(network: DockNetwork())
        }
    }
}
