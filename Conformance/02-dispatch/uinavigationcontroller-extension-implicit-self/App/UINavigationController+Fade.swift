import UIKit

extension UINavigationController {
    func pushFading(_ viewController: UIViewController) {
        view.layer.add(fadeTransition(), forKey: kCATransition)
        pushViewController(viewController, animated: false)
    }

    func popFading() {
        view.layer.add(fadeTransition(), forKey: kCATransition)
        popViewController(animated: false)
    }

    private func fadeTransition() -> CATransition {
        let transition = CATransition()
        transition.duration = 0.25
        transition.type = .fade
        return transition
    }
}
