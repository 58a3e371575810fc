import SwiftUI

@main
struct CastawayApp: App {
    var body: some Scene {
        WindowGroup {
            ShowsBuilder.build()
        }
    }
}
