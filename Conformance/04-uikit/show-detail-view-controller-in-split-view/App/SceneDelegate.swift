import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let split = UISplitViewController()
        split.preferredDisplayMode = .oneBesideSecondary
        split.delegate = self
        split.viewControllers = [
            UINavigationController(rootViewController: SightingsBuilder.build()),
            NoSelectionViewController()
        ]
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = split
        self.window = window
        window.makeKeyAndVisible()
    }

    // On iPhone start on the list, not on the empty placeholder.
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        secondaryViewController is NoSelectionViewController
    }
}
