import UIKit

enum PaymentBuilder {

    static func build(order: DrinkOrder, onPaid: @escaping (DrinkOrder) -> Void) -> UIViewController {
        let view = PaymentViewController()
        let presenter = PaymentPresenter(order: order, onPaid: onPaid)
        let router = PaymentRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = PaymentInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
