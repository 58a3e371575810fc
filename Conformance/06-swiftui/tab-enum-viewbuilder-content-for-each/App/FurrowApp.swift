import SwiftUI

@main
struct FurrowApp: App {
    var body: some Scene {
        WindowGroup {
            CoopBuilder.build(farm: .shared)
        }
    }
}
