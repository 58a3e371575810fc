import SwiftUI

@main
struct MashTunApp: App {
    var body: some Scene {
        WindowGroup {
            BatchesBuilder.build()
        }
    }
}
