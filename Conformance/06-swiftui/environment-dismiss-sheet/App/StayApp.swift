import SwiftUI

@main
struct StayApp: App {
    var body: some Scene {
        WindowGroup {
            RoomsBuilder.build()
        }
    }
}
