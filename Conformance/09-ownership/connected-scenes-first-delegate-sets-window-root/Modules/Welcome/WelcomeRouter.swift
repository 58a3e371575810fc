import UIKit

protocol WelcomeRouterInput: AnyObject {
    func showJournal()
}

final class WelcomeRouter: WelcomeRouterInput {

    func showJournal() {
        guard let sceneDelegate = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate,
              let window = sceneDelegate.window else { return }
        window.rootViewController = UINavigationController(rootViewController: JournalBuilder.build())
        UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: nil)
    }
}
