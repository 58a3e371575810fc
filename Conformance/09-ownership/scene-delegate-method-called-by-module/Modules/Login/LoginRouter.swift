import UIKit

protocol LoginRouterInput: AnyObject {
    func showDiscover()
}

final class LoginRouter: LoginRouterInput {

    weak var viewController: UIViewController?

    func showDiscover() {
        let sceneDelegate = viewController?.view.window?.windowScene?.delegate as? SceneDelegate
        sceneDelegate?.showDiscover()
    }
}
