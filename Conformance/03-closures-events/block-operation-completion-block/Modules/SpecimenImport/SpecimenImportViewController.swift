import UIKit

protocol SpecimenImportViewInput: AnyObject {
    func display(fileName: String)
    func setBusy(_ busy: Bool)
}

final class SpecimenImportViewController: UIViewController, SpecimenImportViewInput {

    var presenter: SpecimenImportViewOutput!
    private let fileLabel = UILabel()
    private let startButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Import field notes"
        view.backgroundColor = .systemBackground
        startButton.setTitle("Start import", for: .normal)
        startButton.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [fileLabel, spinner, startButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
        presenter.viewDidLoad()
    }

    @objc private func startTapped() {
        presenter.didTapStart()
    }

    func display(fileName: String) {
        fileLabel.text = fileName
    }

    func setBusy(_ busy: Bool) {
        startButton.isEnabled = !busy
        busy ? spinner.startAnimating() : spinner.stopAnimating()
    }
}
