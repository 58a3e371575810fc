import UIKit

final class SettingsViewController: UIViewController, SettingsViewInput {
    var output: SettingsViewOutput!
    func show(text: String) {}
}
