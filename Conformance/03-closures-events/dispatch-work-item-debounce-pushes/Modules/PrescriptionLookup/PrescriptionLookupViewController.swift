import UIKit

protocol PrescriptionLookupViewInput: AnyObject {
    func showNotFound(_ code: String)
}

final class PrescriptionLookupViewController: UIViewController, PrescriptionLookupViewInput {

    var presenter: PrescriptionLookupViewOutput!
    private let codeField = UITextField()
    private let hintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Collect prescription"
        view.backgroundColor = .systemBackground
        codeField.placeholder = "8-character code"
        codeField.borderStyle = .roundedRect
        codeField.autocapitalizationType = .allCharacters
        codeField.addTarget(self, action: #selector(codeChanged), for: .editingChanged)
        hintLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [codeField, hintLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(stack)
    }

    @objc private func codeChanged() {
        presenter.codeChanged(codeField.text ?? "")
    }

    func showNotFound(_ code: String) {
        hintLabel.text = "No prescription found for \(code)"
    }
}
