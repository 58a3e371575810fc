import SwiftUI

@main
struct TunesApp: App {
    private let player = AudioPlayerService()

    var body: some Scene {
        WindowGroup {
            HomeBuilder.build(player: player)
        }
    }
}
