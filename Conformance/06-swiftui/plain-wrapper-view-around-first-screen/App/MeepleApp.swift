import SwiftUI

@main
struct MeepleApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
