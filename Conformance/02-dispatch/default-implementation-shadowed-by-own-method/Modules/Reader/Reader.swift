import UIKit

protocol ReaderViewInput: AnyObject {
    func showInlineDefinition(for term: String)
}

final class ReaderViewController: UIViewController, ReaderViewInput {
    var output: ReaderPresenter?
    private let textView = UITextView()
    private let definitionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.isEditable = false
        view.addSubview(textView)
        view.addSubview(definitionLabel)
        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(longPressed))
        textView.addGestureRecognizer(longPress)
        output?.viewDidLoad()
    }

    func show(text: String) {
        textView.text = text
    }

    func showInlineDefinition(for term: String) {
        definitionLabel.text = "\(term): …"
        definitionLabel.isHidden = false
    }

    @objc private func longPressed() {
        guard let range = textView.selectedTextRange, let word = textView.text(in: range) else { return }
        output?.didLongPress(word: word)
    }
}

final class ReaderPresenter {
    weak var view: ReaderViewController?
    var router: GlossaryRouting!
    private let bookID: String

    init(bookID: String) {
        self.bookID = bookID
    }

    func viewDidLoad() {
        view?.show(text: "Call me Ishmael. Some years ago—never mind how long precisely…")
    }

    func didLongPress(word: String) {
        router.openGlossary(term: word)
    }
}

final class ReaderRouter: GlossaryRouting {
    weak var viewController: UIViewController?
    weak var readerView: ReaderViewInput?

    func openGlossary(term: String) {
        readerView?.showInlineDefinition(for: term)
    }
}

enum ReaderBuilder {
    static func build(bookID: String) -> UIViewController {
        let view = ReaderViewController()
        let presenter = ReaderPresenter(bookID: bookID)
        let router = ReaderRouter()
        view.output = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        router.readerView = view
        return view
    }
}
