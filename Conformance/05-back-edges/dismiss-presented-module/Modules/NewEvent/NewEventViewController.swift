import UIKit

protocol NewEventViewInput: AnyObject {
    func showTitleMissing()
}

final class NewEventViewController: UIViewController, NewEventViewInput {
    var output: NewEventViewOutput!

    private let titleField = UITextField()
    private let datePicker = UIDatePicker()
    private let cancelButton = UIButton(configuration: .plain())
    private let saveButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleField.placeholder = "Event title"
        titleField.borderStyle = .roundedRect
        datePicker.preferredDatePickerStyle = .inline
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
        saveButton.setTitle("Add", for: .normal)
        saveButton.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
        let buttons = UIStackView(arrangedSubviews: [cancelButton, saveButton])
        buttons.distribution = .fillEqually
        let stack = UIStackView(arrangedSubviews: [titleField, datePicker, buttons])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 20, dy: 40)
        view.addSubview(stack)
    }

    @objc private func cancelTapped() {
        output.didTapCancel()
    }

    @objc private func saveTapped() {
        output.didTapSave(title: titleField.text ?? "", start: datePicker.date)
    }

    func showTitleMissing() {
        titleField.layer.borderColor = UIColor.systemRed.cgColor
        titleField.layer.borderWidth = 1
    }
}
