import SwiftUI

@main
struct PurlApp: App {
    var body: some Scene {
        WindowGroup {
            PatternsBuilder.build()
        }
    }
}
