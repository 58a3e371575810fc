import UIKit

protocol BookDetailViewInput: AnyObject {
    func display(title: String, author: String)
    func setReserving(_ reserving: Bool)
    func showError(_ message: String)
}

final class BookDetailViewController: UIViewController, BookDetailViewInput {

    var presenter: BookDetailViewOutput!
    private let authorLabel = UILabel()
    private let reserveButton = UIButton(type: .system)
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        reserveButton.setTitle("Place hold", for: .normal)
        reserveButton.addTarget(self, action: #selector(reserveTapped), for: .touchUpInside)
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [authorLabel, reserveButton, errorLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    @objc private func reserveTapped() {
        presenter.didTapReserve()
    }

    func display(title: String, author: String) {
        self.title = title
        authorLabel.text = author
    }

    func setReserving(_ reserving: Bool) {
        reserveButton.isEnabled = !reserving
        errorLabel.text = nil
    }

    func showError(_ message: String) {
        errorLabel.text = message
    }
}
