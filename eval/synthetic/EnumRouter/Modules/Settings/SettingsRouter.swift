import UIKit

final class SettingsRouter: SettingsRouterInput {
    weak var viewController: UIViewController?
    private let appRouter: Router

    init(appRouter: Router = .shared) {
        self.appRouter = appRouter
    }

    func openHelpCenter() {
        guard let viewController = viewController,
              let url = URL(string: "https://help.enumrouter.example.com") else { return }
        appRouter.navigate(to: .web(url), from: viewController)
    }

    func restartOnboarding() {
        guard let viewController = viewController else { return }
        appRouter.navigate(to: .onboarding, from: viewController)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
