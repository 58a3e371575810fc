import Foundation

struct BoardGame: Identifiable, Hashable {
    let id: String
    let name: String
    let players: ClosedRange<Int>
    let minutes: Int
}

final class GameLibrary {
    let games: [BoardGame] = [
        BoardGame(id: "carcassonne", name: "Carcassonne", players: 2...5, minutes: 40),
        BoardGame(id: "azul", name: "Azul", players: 2...4, minutes: 45),
        BoardGame(id: "twilight-imperium", name: "Twilight Imperium", players: 3...6, minutes: 480)
    ]

    func freeTables(for players: Int) async -> [Int] {
        players > 4 ? [12] : [3, 5, 8]
    }

    func reserve(table: Int, game: BoardGame, at time: Date) async {}
}
