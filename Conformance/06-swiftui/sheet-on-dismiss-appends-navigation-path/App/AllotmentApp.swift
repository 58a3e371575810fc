import SwiftUI

@main
struct AllotmentApp: App {
    var body: some Scene {
        WindowGroup {
            BedsBuilder.build(garden: .shared)
        }
    }
}
