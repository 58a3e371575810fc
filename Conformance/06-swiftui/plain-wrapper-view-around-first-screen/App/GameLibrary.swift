import Foundation

struct BoardGame: Identifiable, Hashable {
    let id: UUID
    var title: String
    var minPlayers: Int
    var maxPlayers: Int
    var playingTime: Int
}

final class GameLibrary {
    static let shared = GameLibrary()

    private var games: [BoardGame] = [
        BoardGame(id: UUID(), title: "Carcassonne", minPlayers: 2, maxPlayers: 5, playingTime: 40),
        BoardGame(id: UUID(), title: "Azul", minPlayers: 2, maxPlayers: 4, playingTime: 45)
    ]

    func allGames() async -> [BoardGame] {
        games.sorted { $0.title < $1.title }
    }

    func add(_ game: BoardGame) async {
        games.append(game)
    }
}
