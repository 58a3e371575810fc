import SwiftUI

@main
struct TourApp: App {
    var body: some Scene {
        WindowGroup {
            HubBuilder().build()
        }
    }
}
