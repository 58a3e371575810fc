import UIKit

final class BookingsRouter: BookingsRouterInput {
    weak var viewController: UIViewController?

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
