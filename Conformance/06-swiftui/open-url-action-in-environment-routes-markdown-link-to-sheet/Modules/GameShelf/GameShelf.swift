import SwiftUI

enum GameShelfBuilder {
    static func build(library: GameLibrary) -> some View {
        GameShelfView(presenter: GameShelfPresenter(library: library))
    }
}

struct GameShelfView: View {
    @ObservedObject var presenter: GameShelfPresenter

    var body: some View {
        NavigationStack {
            List(presenter.games) { game in
                NavigationLink {
                    GameRulesBuilder.build(game: game, library: presenter.library)
                } label: {
                    LabeledContent(game.name, value: presenter.caption(for: game))
                }
            }
            .navigationTitle("On the shelf")
        }
    }
}

@MainActor
final class GameShelfPresenter: ObservableObject {
    let library: GameLibrary

    init(library: GameLibrary) {
        self.library = library
    }

    var games: [BoardGame] { library.games.sorted { $0.name < $1.name } }

    func caption(for game: BoardGame) -> String {
        "\(game.players.lowerBound)–\(game.players.upperBound) · \(game.minutes) min"
    }
}
