import UIKit

protocol BookingRouterInput: AnyObject {
    func close()
}

final class BookingRouter: BookingRouterInput {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
