import UIKit

/// Describes a transition step by step, e.g. `Transition(to: screen).from(source).animated(false).push()`.
final class Transition {
    private let screen: UIViewController
    private weak var source: UIViewController?
    private var isAnimated = true
    private var wrapsInNavigation = false

    init(to screen: UIViewController) {
        self.screen = screen
    }

    @discardableResult
    func from(_ source: UIViewController?) -> Self {
        self.source = source
        return self
    }

    @discardableResult
    func animated(_ animated: Bool) -> Self {
        isAnimated = animated
        return self
    }

    @discardableResult
    func inNavigationController() -> Self {
        wrapsInNavigation = true
        return self
    }

    func push() {
        source?.navigationController?.pushViewController(screen, animated: isAnimated)
    }

    func present() {
        let shown = wrapsInNavigation ? UINavigationController(rootViewController: screen) : screen
        source?.present(shown, animated: isAnimated)
    }
}
