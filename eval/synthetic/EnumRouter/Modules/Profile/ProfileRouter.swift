import UIKit

final class ProfileRouter: ProfileRouterInput {
    weak var viewController: UIViewController?
    private let appRouter: Router

    init(appRouter: Router = .shared) {
        self.appRouter = appRouter
    }

    func openWebsite(_ url: URL) {
        guard let viewController = viewController else { return }
        appRouter.navigate(to: .web(url), from: viewController)
    }

    func openEditor(quoting profile: UserProfile) {
        guard let viewController = viewController else { return }
        var draft = Draft.empty()
        draft.title = "On \(profile.displayName)"
        draft.body = "> \(profile.bio)\n\n"
        appRouter.navigate(to: .editor(draft), from: viewController)
    }
}
