import UIKit

final class HomeRouter: HomeRouterInput {
    weak var viewController: UIViewController?
    private let appRouter: Router

    init(appRouter: Router = .shared) {
        self.appRouter = appRouter
    }

    func openProfile(userID: String) {
        guard let viewController = viewController else { return }
        appRouter.navigate(to: .profile(userID: userID), from: viewController)
    }

    func openSettings() {
        guard let viewController = viewController else { return }
        appRouter.navigate(to: .settings, from: viewController)
    }

    func openEditor(with draft: Draft?) {
        guard let viewController = viewController else { return }
        appRouter.navigate(to: .editor(draft ?? .empty()), from: viewController)
    }
}
