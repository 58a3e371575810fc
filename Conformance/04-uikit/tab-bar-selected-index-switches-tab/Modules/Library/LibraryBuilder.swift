import UIKit

enum LibraryBuilder {

    static func build() -> UIViewController {
        let view = LibraryViewController(style: .plain)
        let presenter = LibraryPresenter()
        let router = LibraryRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = LibraryInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
