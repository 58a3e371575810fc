import UIKit

protocol CheckInViewInput: AnyObject {
    func setLoading(_ loading: Bool)
    func showMessage(_ message: String)
}

final class CheckInViewController: UIViewController, CheckInViewInput {

    var presenter: CheckInViewOutput!
    private let referenceField = UITextField()
    private let messageLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Check in"
        view.backgroundColor = .systemBackground
        referenceField.placeholder = "Booking reference"
        referenceField.borderStyle = .roundedRect
        referenceField.autocapitalizationType = .allCharacters
        let submit = UIButton(type: .system, primaryAction: UIAction(title: "Find my room") { [weak self] _ in
            guard let self else { return }
            self.presenter.didSubmit(reference: self.referenceField.text ?? "")
        })
        messageLabel.textColor = .secondaryLabel
        messageLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [referenceField, submit, spinner, messageLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 180)
        view.addSubview(stack)
    }

    func setLoading(_ loading: Bool) {
        loading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func showMessage(_ message: String) {
        messageLabel.text = message
    }
}
