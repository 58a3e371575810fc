import UIKit

/// Shows the signed-in user's name with buttons to log out and open the settings.
final class ProfileViewController: UIViewController, ProfileViewInput {
    var output: ProfileViewOutput?
    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.addSubview(nameLabel)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Log out", style: .plain, target: self, action: #selector(logOutTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(settingsTapped))
        output?.viewDidLoad()
    }

    func show(name: String) {
        nameLabel.text = name
    }

    @objc private func settingsTapped() {
        output?.didTapSettings()
    }

    @objc private func logOutTapped() {
        output?.didTapLogOut()
    }
}
