import UIKit

final class AdoptionFormViewController: UIViewController {

    var presenter: AdoptionFormViewOutput!
    private let nameField = UITextField()
    private let phoneField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        nameField.placeholder = "Your name"
        phoneField.placeholder = "Phone"
        phoneField.keyboardType = .phonePad
        let stack = UIStackView(arrangedSubviews: [nameField, phoneField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(sendTapped))
    }

    @objc private func sendTapped() {
        presenter.didTapSend(name: nameField.text ?? "", phone: phoneField.text ?? "")
    }
}
