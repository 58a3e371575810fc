import Foundation

enum TrailsConfigurator {
    static func configure(_ viewController: TrailsViewController) {
        let interactor = TrailsInteractor(store: .shared)
        let router = TrailsRouter()
        viewController.presenter = TrailsPresenter(view: viewController, interactor: interactor, router: router)
    }
}
