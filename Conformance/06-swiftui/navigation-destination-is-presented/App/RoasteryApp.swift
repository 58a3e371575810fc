import SwiftUI

@main
struct RoasteryApp: App {
    var body: some Scene {
        WindowGroup {
            RoastsBuilder.build(pantry: .shared)
        }
    }
}
