import UIKit

final class SignInViewController: UIViewController {
    var presenter: SignInPresenter!
    private let reasonLabel = UILabel()
    private let emailField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        reasonLabel.numberOfLines = 0
        reasonLabel.text = presenter.reason
        emailField.placeholder = "Email"
        let stack = UIStackView(arrangedSubviews: [reasonLabel, emailField])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(stack)
    }
}

final class SignInPresenter {
    let reason: String
    private let session: AccountSession

    init(reason: String, session: AccountSession) {
        self.reason = reason
        self.session = session
    }

    func submit(email: String) {
        session.signIn(Account(email: email, tokenExpiry: Date().addingTimeInterval(3_600)))
    }
}

enum SignInBuilder {
    static func build(reason: String, session: AccountSession) -> UIViewController {
        let view = SignInViewController()
        view.presenter = SignInPresenter(reason: reason, session: session)
        return view
    }
}
