import Foundation

@MainActor
final class GamesPresenter: ObservableObject {
    @Published private(set) var games: [BoardGame] = []
    @Published var isAddingGame = false

    private let interactor: GamesInteractor

    init(interactor: GamesInteractor) {
        self.interactor = interactor
    }

    func load() async {
        games = await interactor.games()
    }

    func didTapAdd() {
        isAddingGame = true
    }

    func playersText(for game: BoardGame) -> String {
        game.minPlayers == game.maxPlayers ? "\(game.minPlayers) players" : "\(game.minPlayers)–\(game.maxPlayers) players"
    }
}
