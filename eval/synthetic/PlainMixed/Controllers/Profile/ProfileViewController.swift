import UIKit

final class ProfileViewController: UIViewController {

    var onEdit: ((User) -> Void)?

    private let userID: String?
    private var user: User?
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()

    init(userID: String?) {
        self.userID = userID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        bioLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [nameLabel, bioLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        if userID == nil {
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit,
                                                                target: self,
                                                                action: #selector(editTapped))
        }
        load()
    }

    private func load() {
        if let id = userID {
            UserService.shared.user(id: id) { [weak self] result in
                if case .success(let user) = result { self?.show(user) }
            }
        } else if let me = SessionManager.shared.currentUser {
            show(me)
        }
    }

    private func show(_ user: User) {
        self.user = user
        title = user.name
        nameLabel.text = user.name
        bioLabel.text = user.bio
    }

    @objc private func editTapped() {
        guard let user = user else { return }
        onEdit?(user)
    }
}
