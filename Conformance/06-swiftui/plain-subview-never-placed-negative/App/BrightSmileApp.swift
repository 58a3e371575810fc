import SwiftUI

@main
struct BrightSmileApp: App {
    var body: some Scene {
        WindowGroup {
            AppointmentsBuilder.build()
        }
    }
}
