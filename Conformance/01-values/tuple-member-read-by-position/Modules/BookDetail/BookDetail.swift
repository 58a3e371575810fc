import UIKit

protocol BookDetailModuleDelegate: AnyObject {
    func bookDetailDidReserve(isbn: String)
}

protocol BookDetailModuleInput: AnyObject {
    var delegate: BookDetailModuleDelegate? { get set }
}

final class BookDetailViewController: UIViewController {
    var output: BookDetailPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reserve", style: .done, target: self, action: #selector(reserveTapped))
    }

    @objc private func reserveTapped() {
        output?.didTapReserve()
    }
}

final class BookDetailPresenter: BookDetailModuleInput {
    weak var delegate: BookDetailModuleDelegate?
    weak var view: BookDetailViewController?
    private let isbn: String

    init(isbn: String) {
        self.isbn = isbn
    }

    func didTapReserve() {
        delegate?.bookDetailDidReserve(isbn: isbn)
    }
}

enum BookDetailAssembly {
    static func assemble(isbn: String) -> (UIViewController, BookDetailModuleInput) {
        let view = BookDetailViewController()
        let presenter = BookDetailPresenter(isbn: isbn)
        view.output = presenter
        presenter.view = view
        return (view, presenter)
    }
}
