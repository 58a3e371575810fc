import UIKit

enum ShelfBuilder {

    static func build() -> UIViewController {
        let view = ShelfViewController()
        let router = ShelfRouter()
        let presenter = ShelfPresenter(interactor: ShelfInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
