import UIKit

/// A transition built with both screens and told to run later: pushes `target` onto `source`'s stack.
final class PushTransition {
    private weak var source: UIViewController?
    private let target: UIViewController

    init(from source: UIViewController, to target: UIViewController) {
        self.source = source
        self.target = target
    }

    func perform() {
        source?.navigationController?.pushViewController(target, animated: true)
    }
}

/// Goes back from a screen the way it came: a pop when it was pushed, else a dismiss.
enum Navigator {
    static func back(from view: UIViewController) {
        if let stack = view.navigationController, stack.viewControllers.count > 1 {
            stack.popViewController(animated: true)
        } else {
            view.dismiss(animated: true)
        }
    }
}

/// The base of every module's router: the screen it routes from.
class Router {
    weak var view: UIViewController?
}
