import UIKit

/// Lets the user change the reader's text size with a stepper and clear the saved reading progress of all books.
final class SettingsViewController: UIViewController {

    var presenter: SettingsPresentation!

    private let textSizeLabel = UILabel()
    private let textSizeStepper = UIStepper()
    private let clearProgressButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        layoutContent()
        textSizeStepper.addTarget(self, action: #selector(textSizeChanged), for: .valueChanged)
        clearProgressButton.addTarget(self, action: #selector(clearProgressTapped), for: .touchUpInside)
        presenter.viewDidLoad()
    }

    @objc private func textSizeChanged() {
        presenter.didChangeTextSize(Int(textSizeStepper.value))
    }

    @objc private func clearProgressTapped() {
        presenter.didTapClearProgress()
    }

    private func layoutContent() {
        textSizeLabel.font = .preferredFont(forTextStyle: .body)
        textSizeStepper.stepValue = 1
        clearProgressButton.setTitle("Clear reading progress", for: .normal)
        clearProgressButton.setTitleColor(.systemRed, for: .normal)

        let textSizeRow = UIStackView(arrangedSubviews: [textSizeLabel, textSizeStepper])
        textSizeRow.axis = .horizontal
        textSizeRow.spacing = 12

        let stack = UIStackView(arrangedSubviews: [textSizeRow, clearProgressButton])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }
}

extension SettingsViewController: SettingsView {

    func showTextSize(_ pointSize: Int, minimum: Int, maximum: Int) {
        textSizeStepper.minimumValue = Double(minimum)
        textSizeStepper.maximumValue = Double(maximum)
        textSizeStepper.value = Double(pointSize)
        textSizeLabel.text = "Reader text size: \(pointSize) pt"
    }

    func showProgressCleared(_ message: String) {
        let alert = UIAlertController(title: "Settings", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
