import UIKit

final class SignUpController: UITableViewController {

    private let nameField = UITextField()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private lazy var fields = [nameField, emailField, passwordField]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign up"
        nameField.placeholder = "Name"
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Join", style: .done,
                                                            target: self, action: #selector(joinTapped))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fields.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        let field = fields[indexPath.row]
        field.frame = cell.contentView.bounds.insetBy(dx: 16, dy: 0)
        field.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.contentView.addSubview(field)
        return cell
    }

    @objc private func joinTapped() {
        FeedService.shared.signUp(name: nameField.text ?? "",
                                  email: emailField.text ?? "",
                                  password: passwordField.text ?? "") { result in
            guard case .success(let response) = result else { return }
            SessionManager.shared.start(with: response)
            SceneDelegate.setRoot(MainTabBarController())
        }
    }
}
