import UIKit

enum CheckoutBuilder {

    static func build(basket: Basket) -> UIViewController {
        let view = CheckoutViewController()
        let presenter = CheckoutPresenter(interactor: CheckoutInteractor(basket: basket))
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
