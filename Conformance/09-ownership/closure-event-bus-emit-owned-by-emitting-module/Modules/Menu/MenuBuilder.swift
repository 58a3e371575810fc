import UIKit

enum MenuBuilder {

    static func build(basket: Basket) -> UIViewController {
        let view = MenuViewController()
        let presenter = MenuPresenter(interactor: MenuInteractor(), basket: basket)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
