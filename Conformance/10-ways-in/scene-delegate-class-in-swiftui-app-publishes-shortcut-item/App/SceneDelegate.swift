import UIKit

/// SwiftUI has no quick-action modifier, so the app installs this scene delegate
/// class only to hear about quick actions picked while the app is running.
final class SceneDelegate: NSObject, UIWindowSceneDelegate {
    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        let handled = QuickActionCenter.shared.handle(shortcutItem)
        completionHandler(handled)
    }
}
