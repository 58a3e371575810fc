import UIKit

final class BookshelfViewController: UIViewController {
    var output: BookshelfPresenter?
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Bookshelf"
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        view.addSubview(stack)
        addButton("Continue reading", #selector(continueReadingTapped))
        addButton("Glossary", #selector(lookUpTapped))
    }

    private func addButton(_ title: String, _ action: Selector) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addTarget(self, action: action, for: .touchUpInside)
        stack.addArrangedSubview(button)
    }

    @objc private func continueReadingTapped() {
        output?.continueReading()
    }

    @objc private func lookUpTapped() {
        output?.lookUp()
    }
}

final class BookshelfPresenter {
    weak var view: BookshelfViewController?
    var interactor: BookshelfInteractor!
    var router: BookshelfRouter!

    func continueReading() {
        router.openBook(id: interactor.lastOpenedBookID)
    }

    func lookUp() {
        router.openGlossary(term: "")
    }
}

final class BookshelfInteractor {
    let lastOpenedBookID = "moby-dick"
}

final class BookshelfRouter: GlossaryRouting {
    weak var viewController: UIViewController?

    func openBook(id: String) {
        viewController?.navigationController?.pushViewController(ReaderBuilder.build(bookID: id), animated: true)
    }
}

enum BookshelfBuilder {
    static func build() -> UIViewController {
        let view = BookshelfViewController()
        let presenter = BookshelfPresenter()
        let router = BookshelfRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = BookshelfInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
