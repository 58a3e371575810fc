import SwiftUI

@main
struct CruxlineApp: App {
    private let wall = WallService()

    var body: some Scene {
        WindowGroup {
            GymBuilder.build(wall: wall)
        }
    }
}
