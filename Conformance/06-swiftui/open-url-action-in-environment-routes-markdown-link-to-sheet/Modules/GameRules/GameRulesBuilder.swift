import SwiftUI

enum GameRulesBuilder {
    static func build(game: BoardGame, library: GameLibrary) -> some View {
        GameRulesView(presenter: GameRulesPresenter(game: game, library: library))
    }
}
