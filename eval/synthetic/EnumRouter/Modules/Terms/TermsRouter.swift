import UIKit

final class TermsRouter: TermsRouterInput {
    weak var viewController: UIViewController?

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
