import SwiftUI

@main
struct ChoreStarsApp: App {
    private let board = ChoreBoard()

    var body: some Scene {
        WindowGroup {
            ChoresBuilder.build(board: board)
        }
    }
}
