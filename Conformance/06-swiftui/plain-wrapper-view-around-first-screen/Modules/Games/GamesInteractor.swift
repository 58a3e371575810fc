import Foundation

final class GamesInteractor {
    private let library: GameLibrary

    init(library: GameLibrary) {
        self.library = library
    }

    func games() async -> [BoardGame] {
        await library.allGames()
    }
}
