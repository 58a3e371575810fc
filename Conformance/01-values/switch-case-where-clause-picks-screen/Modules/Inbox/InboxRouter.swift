import UIKit

protocol InboxRouterInput: AnyObject {
    func open(_ deeplink: DeepLink)
}

final class InboxRouter: InboxRouterInput {

    weak var viewController: UIViewController?

    func open(_ deeplink: DeepLink) {
        guard let screen = ScreenFactory.screen(for: deeplink) else { return }
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
