import UIKit

enum CartBuilder {

    static func build() -> UIViewController {
        let view = CartViewController()
        let router = CartRouter()
        let presenter = CartPresenter(interactor: CartInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
