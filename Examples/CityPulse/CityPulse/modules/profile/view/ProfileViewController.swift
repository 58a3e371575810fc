import UIKit

/// Shows the user's name, email and number of saved events, lets the user edit the home city and sign out.
class ProfileViewController: UIViewController {

    var presenter: ProfileViewToPresenterProtocol?

    private let avatarLabel = UILabel()
    private let nameLabel = UILabel()
    private let emailLabel = UILabel()
    private let cityField = UITextField()
    private let savedLabel = UILabel()
    private let signOutButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done,
                                                            target: self,
                                                            action: #selector(doneTapped))
        setUpViews()
        presenter?.viewDidLoad()
    }

    private func setUpViews() {
        avatarLabel.font = .systemFont(ofSize: 34, weight: .bold)
        avatarLabel.textAlignment = .center
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        emailLabel.textColor = .secondaryLabel
        cityField.borderStyle = .roundedRect
        cityField.placeholder = "Home city"
        cityField.addTarget(self, action: #selector(cityEdited), for: .editingDidEndOnExit)
        signOutButton.setTitle("Sign out", for: .normal)
        signOutButton.setTitleColor(.systemRed, for: .normal)
        signOutButton.addTarget(self, action: #selector(signOutTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [avatarLabel, nameLabel, emailLabel, cityField, savedLabel, signOutButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 100)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }

    @objc private func doneTapped() { presenter?.didTapDone() }
    @objc private func signOutTapped() { presenter?.didTapSignOut() }
    @objc private func cityEdited() { presenter?.didChangeHomeCity(cityField.text ?? "") }
}

extension ProfileViewController: ProfilePresenterToViewProtocol {

    func showProfile(name: String, email: String, homeCity: String, savedEventsText: String) {
        nameLabel.text = name
        emailLabel.text = email
        cityField.text = homeCity
        savedLabel.text = savedEventsText
    }

    func showInitials(_ initials: String) {
        avatarLabel.text = initials.isEmpty ? "👤" : initials
    }
}
