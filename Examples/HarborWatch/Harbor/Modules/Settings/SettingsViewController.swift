import UIKit

/// Shows whether the user is signed in and offers a way to sign in.
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
