import SwiftUI

@main
struct PetalPostApp: App {
    var body: some Scene {
        WindowGroup {
            BouquetsBuilder.build()
        }
    }
}
