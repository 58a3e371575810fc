import UIKit

protocol SplashRouterInput: AnyObject {
    func showStore()
}

final class SplashRouter: SplashRouterInput {

    weak var viewController: UIViewController?

    func showStore() {
        guard let window = viewController?.view.window else { return }
        window.rootViewController = UINavigationController(rootViewController: StoreBuilder.build())
    }
}
