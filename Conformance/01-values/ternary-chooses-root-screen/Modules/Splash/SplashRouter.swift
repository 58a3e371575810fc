import UIKit

protocol SplashRouterInput: AnyObject {
    func routeToNextScreen(hasSession: Bool)
}

final class SplashRouter: SplashRouterInput {
    weak var viewController: UIViewController?

    func routeToNextScreen(hasSession: Bool) {
        guard let window = viewController?.view.window else { return }
        let next = hasSession ? AccountsBuilder.build() : SignInBuilder.build()
        window.rootViewController = next
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }
}
