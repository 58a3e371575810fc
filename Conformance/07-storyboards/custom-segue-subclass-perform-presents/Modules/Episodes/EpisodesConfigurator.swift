import Foundation

enum EpisodesConfigurator {
    static func configure(_ viewController: EpisodesViewController) {
        let interactor = EpisodesInteractor(library: .shared)
        let router = EpisodesRouter()
        viewController.presenter = EpisodesPresenter(view: viewController, interactor: interactor, router: router)
    }
}
