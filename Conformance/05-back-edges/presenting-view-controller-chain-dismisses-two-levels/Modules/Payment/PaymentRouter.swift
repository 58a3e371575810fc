import UIKit

protocol PaymentRouterInput: AnyObject {
    func backToOptions()
    func closeWholeOrder()
}

final class PaymentRouter: PaymentRouterInput {

    weak var viewController: UIViewController?

    /// Only the payment sheet goes away; the drink options stay on screen.
    func backToOptions() {
        viewController?.dismiss(animated: true)
    }

    /// Payment sits on top of the options sheet, which sits on top of the menu:
    /// dismissing from the menu's side takes both sheets down at once.
    func closeWholeOrder() {
        viewController?.presentingViewController?.presentingViewController?.dismiss(animated: true)
    }
}
