import UIKit

enum PaymentBuilder {

    static func build(order: FlowerOrder, onPaid: @escaping () -> Void) -> UIViewController {
        let view = PaymentViewController()
        view.presenter = PaymentPresenter(interactor: PaymentInteractor(), order: order, onPaid: onPaid)
        return view
    }
}
