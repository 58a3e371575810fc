import SwiftUI

@main
struct SimmerApp: App {
    var body: some Scene {
        WindowGroup {
            CookbookBuilder.build()
        }
    }
}
