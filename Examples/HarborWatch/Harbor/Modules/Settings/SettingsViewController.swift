import UIKit

final class SettingsViewController: UIViewController, SettingsViewInput {
    var output: SettingsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        output?.viewDidLoad()
    }

    func show(signedIn: Bool) {}

    @objc private func signInTapped() { output?.didTapSignIn() }
}
