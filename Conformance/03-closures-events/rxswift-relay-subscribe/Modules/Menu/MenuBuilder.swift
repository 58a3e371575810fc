import UIKit

enum MenuBuilder {

    static func build() -> UIViewController {
        let view = MenuViewController()
        let router = MenuRouter()
        let presenter = MenuPresenter(interactor: MenuInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
