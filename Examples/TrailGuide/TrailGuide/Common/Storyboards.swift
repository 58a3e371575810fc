import UIKit

/// Scenes of Settings.storyboard that code instantiates, by storyboard ID.
enum SettingsScreen: String {
    case about = "AboutScene"
}

enum Storyboards {
    static let settings = UIStoryboard(name: "Settings", bundle: nil)

    static func instantiate(_ screen: SettingsScreen) -> UIViewController {
        settings.instantiateViewController(withIdentifier: screen.rawValue)
    }
}
