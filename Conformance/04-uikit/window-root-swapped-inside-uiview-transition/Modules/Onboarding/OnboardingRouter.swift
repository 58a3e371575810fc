import UIKit

@objc protocol OnboardingRoutingLogic {
    func routeToLessons()
}

final class OnboardingRouter: NSObject, OnboardingRoutingLogic {

    weak var viewController: OnboardingViewController?

    func routeToLessons() {
        guard let window = viewController?.view.window else { return }
        let lessons = UINavigationController(rootViewController: LessonsViewController(style: .insetGrouped))
        lessons.navigationBar.prefersLargeTitles = true
        UIView.transition(with: window,
                          duration: 0.4,
                          options: .transitionFlipFromRight,
                          animations: {
                              window.rootViewController = lessons
                          },
                          completion: nil)
    }
}
