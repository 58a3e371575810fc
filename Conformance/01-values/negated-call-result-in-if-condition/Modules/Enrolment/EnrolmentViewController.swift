import UIKit

protocol EnrolmentViewInput: AnyObject {
    func showError(_ message: String)
}

final class EnrolmentViewController: UIViewController, EnrolmentViewInput {

    var presenter: EnrolmentViewOutput!
    private let nameField = UITextField()
    private let ratingField = UITextField()
    private let rulesSwitch = UISwitch()
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameField.placeholder = "Full name"
        ratingField.placeholder = "Current rating"
        ratingField.keyboardType = .numberPad
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        let rulesLabel = UILabel()
        rulesLabel.text = "I accept the club rules"
        let rulesRow = UIStackView(arrangedSubviews: [rulesLabel, rulesSwitch])
        let joinButton = UIButton(type: .system)
        joinButton.setTitle("Join the club", for: .normal)
        joinButton.addTarget(self, action: #selector(joinTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [nameField, ratingField, rulesRow, errorLabel, joinButton])
        stack.axis = .vertical
        stack.spacing = 14
        stack.frame = view.bounds.insetBy(dx: 24, dy: 200)
        view.addSubview(stack)
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }

    @objc private func joinTapped() {
        presenter.didTapJoin(name: nameField.text ?? "",
                             rating: ratingField.text ?? "",
                             acceptsRules: rulesSwitch.isOn)
    }
}
