import SwiftUI

@main
struct RepCountApp: App {
    var body: some Scene {
        WindowGroup {
            WorkoutsBuilder.build()
        }
    }
}
