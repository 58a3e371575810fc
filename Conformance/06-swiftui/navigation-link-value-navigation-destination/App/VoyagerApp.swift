import SwiftUI

@main
struct VoyagerApp: App {
    var body: some Scene {
        WindowGroup {
            TripsBuilder.build()
        }
    }
}
