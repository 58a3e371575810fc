import UIKit

enum CartBuilder {

    static func build(roastery: RoasteryAPI, checkoutOutput: CheckoutModuleOutput) -> UIViewController {
        let view = CartViewController()
        let router = CartRouter(roastery: roastery, checkoutOutput: checkoutOutput)
        let presenter = CartPresenter(interactor: CartInteractor(roastery: roastery), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
