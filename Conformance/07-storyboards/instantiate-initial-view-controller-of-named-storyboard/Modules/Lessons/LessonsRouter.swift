import UIKit

final class LessonsRouter {
    weak var viewController: UIViewController?

    func showOnboarding() {
        let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
        guard let welcome = storyboard.instantiateInitialViewController() as? WelcomeViewController else { return }
        welcome.modalPresentationStyle = .fullScreen
        viewController?.present(welcome, animated: true)
    }
}
