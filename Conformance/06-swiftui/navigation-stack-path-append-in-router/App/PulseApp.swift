import SwiftUI

@main
struct PulseApp: App {
    var body: some Scene {
        WindowGroup {
            WorkoutsBuilder.build()
        }
    }
}
