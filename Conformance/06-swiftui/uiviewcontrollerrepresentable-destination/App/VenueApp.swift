import SwiftUI

@main
struct VenueApp: App {
    var body: some Scene {
        WindowGroup {
            EventsBuilder.build()
        }
    }
}
