import SwiftUI

@main
struct ParkEasyApp: App {
    var body: some Scene {
        WindowGroup {
            SpotsBuilder.build()
        }
    }
}
