import UIKit

final class OnboardingRouter: OnboardingRouterInput {
    static let termsSegue = "showTerms"

    weak var viewController: UIViewController?
    private let appRouter: Router

    init(appRouter: Router = .shared) {
        self.appRouter = appRouter
    }

    func openTerms() {
        viewController?.performSegue(withIdentifier: OnboardingRouter.termsSegue, sender: nil)
    }

    func openHome() {
        guard let viewController = viewController else { return }
        appRouter.navigate(to: .home, from: viewController)
    }
}
