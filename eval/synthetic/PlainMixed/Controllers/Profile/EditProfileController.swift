import UIKit

final class EditProfileController: UIViewController {

    var onChangeAvatar: (() -> Void)?
    var onSaved: (() -> Void)?

    private let user: User
    private let nameField = UITextField()
    private let bioView = UITextView()

    init(user: User) {
        self.user = user
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        view.backgroundColor = .systemBackground
        nameField.text = user.name
        nameField.borderStyle = .roundedRect
        bioView.text = user.bio
        let avatarButton = UIButton(type: .system)
        avatarButton.setTitle("Change photo", for: .normal)
        avatarButton.addTarget(self, action: #selector(avatarTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [avatarButton, nameField, bioView])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 16, dy: 100)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save,
                                                            target: self,
                                                            action: #selector(saveTapped))
    }

    @objc private func avatarTapped() { onChangeAvatar?() }

    @objc private func saveTapped() {
        UserService.shared.updateProfile(name: nameField.text ?? user.name, bio: bioView.text) { [weak self] _ in
            self?.onSaved?()
        }
    }
}
