import Foundation

enum AlbumConfigurator {
    static func configure(_ viewController: AlbumViewController) {
        let interactor = AlbumInteractor(shelf: .shared)
        let router = AlbumRouter()
        router.viewController = viewController
        viewController.presenter = AlbumPresenter(view: viewController, interactor: interactor, router: router)
    }
}
