import UIKit

/// The window comes from the scene manifest's storyboard (Info.plist): no root is set in code.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
