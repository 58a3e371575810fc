import SwiftUI

@main
struct CorkboardApp: App {
    private let inventory = WineInventory()

    var body: some Scene {
        WindowGroup {
            CellarBuilder.build(store: inventory)
        }
    }
}
