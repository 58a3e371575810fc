import SwiftUI

enum HomeBuilder {
    static func build(player: AudioPlayerService) -> some View {
        let interactor = HomeInteractor(player: player)
        let presenter = HomePresenter(interactor: interactor)
        return HomeScreen(presenter: presenter, player: player)
    }
}
