import SwiftUI

enum GamesBuilder {
    static func build(library: GameLibrary) -> some View {
        let interactor = GamesInteractor(library: library)
        let presenter = GamesPresenter(interactor: interactor)
        return GamesView(presenter: presenter)
    }
}
