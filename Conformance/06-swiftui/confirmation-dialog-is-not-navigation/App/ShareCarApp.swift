import SwiftUI

@main
struct ShareCarApp: App {
    var body: some Scene {
        WindowGroup {
            RidesBuilder.build()
        }
    }
}
