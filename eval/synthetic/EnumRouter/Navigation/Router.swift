import UIKit
import SafariServices

/// App-wide navigator. Module routers say *where* to go; this type decides *how*
/// (push, present or root swap) and builds the destination module.
final class Router {

    static let shared = Router()

    private let logger = NavigationLogger()

    func navigate(to route: Route, from source: UIViewController) {
        logger.log(route)

        switch route {
        case .onboarding:
            let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
            guard let onboarding = storyboard.instantiateInitialViewController() else { return }
            setRoot(onboarding, from: source)

        case .home:
            let home = HomeModule.build()
            setRoot(UINavigationController(rootViewController: home), from: source)

        case .profile(let userID):
            let profile = ProfileModule.build(userID: userID)
            push(profile, from: source)

        case .settings:
            let settings = SettingsModule.build()
            present(UINavigationController(rootViewController: settings), from: source)

        case .editor(let draft):
            let editor = EditorModule.build(draft: draft)
            editor.modalPresentationStyle = .fullScreen
            present(editor, from: source)

        case .web(let url):
            let safari = SFSafariViewController(url: url)
            present(safari, from: source)
        }
    }

    // MARK: - Transitions

    private func push(_ viewController: UIViewController, from source: UIViewController) {
        let navigationController = (source as? UINavigationController) ?? source.navigationController
        if let navigationController = navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(UINavigationController(rootViewController: viewController), from: source)
        }
    }

    private func present(_ viewController: UIViewController, from source: UIViewController) {
        source.present(viewController, animated: true)
    }

    private func setRoot(_ viewController: UIViewController, from source: UIViewController) {
        guard let window = source.view.window else { return }
        window.rootViewController = viewController
        UIView.transition(with: window, duration: 0.3, options: .transitionFlipFromRight, animations: nil)
    }
}

struct NavigationLogger {
    func log(_ route: Route) {
        #if DEBUG
        print("[Router] -> \(route)")
        #endif
    }
}
