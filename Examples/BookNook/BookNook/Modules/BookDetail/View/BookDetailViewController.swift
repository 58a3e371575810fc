import UIKit

/// Shows a book's cover, synopsis and subjects with a button to start or continue reading it.
final class BookDetailViewController: UIViewController {

    var presenter: BookDetailPresentation!

    private let coverView = UIImageView()
    private let synopsisLabel = UILabel()
    private let subjectsLabel = UILabel()
    private let readButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        layoutContent()
        readButton.addTarget(self, action: #selector(readTapped), for: .touchUpInside)
        presenter.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    @objc private func readTapped() {
        presenter.didTapRead()
    }

    private func layoutContent() {
        coverView.contentMode = .scaleAspectFit
        coverView.heightAnchor.constraint(equalToConstant: 220).isActive = true
        synopsisLabel.numberOfLines = 0
        subjectsLabel.numberOfLines = 2
        subjectsLabel.font = .preferredFont(forTextStyle: .footnote)
        subjectsLabel.textColor = .secondaryLabel
        readButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)

        let stack = UIStackView(arrangedSubviews: [coverView, readButton, synopsisLabel, subjectsLabel, spinner])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }
}

extension BookDetailViewController: BookDetailView {

    func showLoading() {
        readButton.isEnabled = false
        spinner.startAnimating()
    }

    func showDetails(_ details: BookDetails, readButtonTitle: String) {
        spinner.stopAnimating()
        readButton.isEnabled = true
        readButton.setTitle(readButtonTitle, for: .normal)
        synopsisLabel.text = details.synopsis
        subjectsLabel.text = details.subjects.prefix(4).joined(separator: " · ")
        coverView.image = UIImage(systemName: "book")
    }

    func showError(_ message: String) {
        spinner.stopAnimating()
        synopsisLabel.text = message
    }
}
