import SwiftUI

enum EpisodesConfigurator {
    @MainActor
    static func configure() -> some View {
        let interactor = EpisodesInteractor(feed: .shared)
        let presenter = EpisodesPresenter(interactor: interactor)
        return EpisodesView(presenter: presenter)
    }
}
