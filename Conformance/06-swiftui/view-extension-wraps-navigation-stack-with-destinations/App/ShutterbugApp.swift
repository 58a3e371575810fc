import SwiftUI

@main
struct ShutterbugApp: App {
    private let inventory = CameraInventory()

    var body: some Scene {
        WindowGroup {
            CamerasBuilder.build(inventory: inventory)
                .inShopStack(inventory: inventory)
        }
    }
}
