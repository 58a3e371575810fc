import UIKit

protocol MembershipViewInput: AnyObject {
    func show(riderName: String, plan: String)
}

final class MembershipViewController: UIViewController, MembershipViewInput {

    var presenter: MembershipViewOutput!
    private let nameLabel = UILabel()
    private let planLabel = UILabel()
    private let signOutButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Membership"
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        planLabel.textColor = .secondaryLabel
        signOutButton.setTitle("Sign out", for: .normal)
        signOutButton.addTarget(self, action: #selector(signOutTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [nameLabel, planLabel, signOutButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        presenter.viewDidLoad()
    }

    func show(riderName: String, plan: String) {
        nameLabel.text = riderName
        planLabel.text = plan
    }

    @objc private func signOutTapped() {
        presenter.didTapSignOut()
    }
}
