import UIKit

enum ShelfBuilder {
    static func build() -> UIViewController {
        let view = ShelfViewController()
        let presenter = ShelfPresenter()
        let interactor = ShelfInteractor()
        let router = ShelfRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
