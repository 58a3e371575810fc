import SwiftUI

@main
struct ReefKeeperApp: App {
    var body: some Scene {
        WindowGroup {
            TankBuilder.build(tankID: "living-room-120l")
        }
    }
}
