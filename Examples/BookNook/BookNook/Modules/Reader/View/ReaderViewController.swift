import UIKit

/// Shows one page of a book's text at a time; swipes turn the page and the close button leaves the reader.
final class ReaderViewController: UIViewController {

    var presenter: ReaderPresentation!

    private let textView = UITextView()
    private let pageLabel = UILabel()
    private let closeButton = UIButton(type: .close)

    override var prefersStatusBarHidden: Bool {
        true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.98, green: 0.96, blue: 0.91, alpha: 1)
        configureSubviews()
        addSwipe(.left, action: #selector(nextPage))
        addSwipe(.right, action: #selector(previousPage))
        presenter.viewDidLoad()
    }

    private func configureSubviews() {
        textView.isEditable = false
        textView.backgroundColor = .clear
        textView.font = UIFont(name: "Georgia", size: 19) ?? .systemFont(ofSize: 19)
        pageLabel.font = .preferredFont(forTextStyle: .caption1)
        pageLabel.textColor = .secondaryLabel
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)

        [textView, pageLabel, closeButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            closeButton.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            closeButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            textView.topAnchor.constraint(equalTo: closeButton.bottomAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            textView.bottomAnchor.constraint(equalTo: pageLabel.topAnchor, constant: -8),
            pageLabel.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            pageLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8)
        ])
    }

    private func addSwipe(_ direction: UISwipeGestureRecognizer.Direction, action: Selector) {
        let swipe = UISwipeGestureRecognizer(target: self, action: action)
        swipe.direction = direction
        view.addGestureRecognizer(swipe)
    }

    @objc private func nextPage() { presenter.didTapNextPage() }
    @objc private func previousPage() { presenter.didTapPreviousPage() }
    @objc private func closeTapped() { presenter.didTapClose() }
}

extension ReaderViewController: ReaderView {

    func showPage(_ page: ReaderPage, of pageCount: Int) {
        textView.text = page.text
        textView.setContentOffset(.zero, animated: false)
        pageLabel.text = "\(page.number) / \(pageCount)"
    }

    func showLoadFailed(_ message: String) {
        textView.text = message
        pageLabel.text = nil
    }
}
