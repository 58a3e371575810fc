import UIKit

/// The receipt scanner needs the whole screen and its own toolbar, so this module presents
/// what it opens instead of pushing it.
final class ReceiptsRouter: NavigationRouter {
    override func open(_ screen: UIViewController) {
        let stack = UINavigationController(rootViewController: screen)
        stack.modalPresentationStyle = .fullScreen
        viewController?.present(stack, animated: true)
    }
}
