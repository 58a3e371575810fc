import UIKit

final class SettingsRouter {

    /// Signing out throws the whole signed-in stack away: the scene's window starts over at Welcome.
    func showWelcome() {
        guard let sceneDelegate = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate else { return }
        sceneDelegate.window?.rootViewController = WelcomeBuilder.build()
    }
}
