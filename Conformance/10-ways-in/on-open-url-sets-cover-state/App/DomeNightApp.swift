import SwiftUI

@main
struct DomeNightApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
