import UIKit

final class EditorRouter: EditorRouterInput {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
