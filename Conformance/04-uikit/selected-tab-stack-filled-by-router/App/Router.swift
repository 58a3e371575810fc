import UIKit

final class Router {

    private var window: UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
    }

    private var currentStack: UINavigationController? {
        (window?.rootViewController as? UITabBarController)?.selectedViewController as? UINavigationController
    }

    func setStackRoot(_ vc: UIViewController) {
        currentStack?.setViewControllers([vc], animated: false)
    }
}
