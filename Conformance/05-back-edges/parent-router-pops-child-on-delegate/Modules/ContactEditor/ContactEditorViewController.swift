import UIKit

protocol ContactEditorViewInput: AnyObject {
    func show(name: String, phone: String)
}

final class ContactEditorViewController: UIViewController, ContactEditorViewInput {
    var output: ContactEditorViewOutput!
    private let nameField = UITextField()
    private let phoneField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit contact"
        view.backgroundColor = .systemBackground
        nameField.borderStyle = .roundedRect
        phoneField.borderStyle = .roundedRect
        phoneField.keyboardType = .phonePad
        let stack = UIStackView(arrangedSubviews: [nameField, phoneField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .save,
            target: self,
            action: #selector(saveTapped)
        )
        output.viewDidLoad()
    }

    @objc private func saveTapped() {
        output.didTapSave(name: nameField.text ?? "", phone: phoneField.text ?? "")
    }

    func show(name: String, phone: String) {
        nameField.text = name
        phoneField.text = phone
    }
}
