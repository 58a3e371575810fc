import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.setViewController(FoldersBuilder.build(), for: .primary)
        split.setViewController(NoteEditorBuilder.build(), for: .secondary)

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = split
        window.makeKeyAndVisible()
        self.window = window
    }
}
