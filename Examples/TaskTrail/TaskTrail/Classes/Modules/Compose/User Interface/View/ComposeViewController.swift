import UIKit

/// Shows the form for a new task: title, due date and notes, with Cancel and Save buttons.
class ComposeViewController: UIViewController {

    var eventHandler: ComposeModuleInterface?

    private let titleField = UITextField()
    private let notesView = UITextView()
    private let duePicker = UIDatePicker()
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Task"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                           action: #selector(didTapCancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self,
                                                            action: #selector(didTapSave))
        titleField.placeholder = "What needs doing?"
        titleField.borderStyle = .roundedRect
        titleField.addTarget(self, action: #selector(titleChanged), for: .editingChanged)
        notesView.font = .preferredFont(forTextStyle: .body)
        duePicker.datePickerMode = .dateAndTime
        messageLabel.textColor = .systemRed
        messageLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [titleField, messageLabel, duePicker, notesView])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        titleField.becomeFirstResponder()
    }

    @objc private func didTapCancel() {
        view.endEditing(true)
        eventHandler?.cancelComposeAction()
    }

    @objc private func didTapSave() {
        eventHandler?.saveComposeAction(title: titleField.text ?? "", notes: notesView.text, dueDate: duePicker.date)
    }

    @objc private func titleChanged() {
        messageLabel.text = nil
        eventHandler?.titleDidChange(titleField.text ?? "")
    }
}

extension ComposeViewController: ComposeViewInterface {

    func resetForm() {
        titleField.text = nil
        notesView.text = ""
        messageLabel.text = nil
    }

    func setSaveEnabled(_ enabled: Bool) {
        navigationItem.rightBarButtonItem?.isEnabled = enabled
    }

    func setDueDate(_ date: Date) {
        duePicker.date = date
    }

    func setMinimumDueDate(_ date: Date) {
        duePicker.minimumDate = date
    }

    func showValidationMessage(_ message: String) {
        messageLabel.text = message
    }
}
