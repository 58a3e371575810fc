import Foundation

@MainActor
final class GameRulesPresenter: ObservableObject {
    let game: BoardGame
    let library: GameLibrary
    @Published var isReservingTable = false

    init(game: BoardGame, library: GameLibrary) {
        self.game = game
        self.library = library
    }

    var summary: String {
        "\(game.players.lowerBound) to \(game.players.upperBound) players, about \(game.minutes) minutes."
    }

    var houseRules: AttributedString {
        let markdown = """
        Ask a host to teach you the first round. Groups bigger than four can \
        [reserve a table](meeple://reserve) ahead, and the full \
        [publisher's rulebook](https://rules.example.com/\(game.id)) is online.
        """
        return (try? AttributedString(markdown: markdown)) ?? AttributedString(markdown)
    }

    /// In-app links use the `meeple` scheme; anything else goes to the system.
    func didTapLink(_ url: URL) -> Bool {
        guard url.scheme == "meeple" else { return false }
        switch url.host {
        case "reserve":
            isReservingTable = true
            return true
        default:
            return false
        }
    }
}
