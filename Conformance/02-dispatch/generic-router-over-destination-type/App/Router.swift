import UIKit

/// How a destination is shown from the current screen.
enum Transition {
    case push
    case modal
}

/// A module's set of places it can go: each value knows its screen and how it is shown.
protocol RouteDestination {
    var transition: Transition { get }
    func makeScreen() -> UIViewController
}

/// One router for every module, specialised by the module's own destination type.
final class Router<Destination: RouteDestination> {
    weak var viewController: UIViewController?

    func navigate(to destination: Destination) {
        let screen = destination.makeScreen()
        switch destination.transition {
        case .push:
            viewController?.navigationController?.pushViewController(screen, animated: true)
        case .modal:
            let navigationController = UINavigationController(rootViewController: screen)
            viewController?.present(navigationController, animated: true)
        }
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
