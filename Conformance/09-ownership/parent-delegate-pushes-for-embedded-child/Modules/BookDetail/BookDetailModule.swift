import UIKit

final class BookDetailViewController: UIViewController {

    var presenter: BookDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class BookDetailPresenter {

    private let book: Book

    init(book: Book) {
        self.book = book
    }

    var title: String {
        "\(book.title) — \(book.author)"
    }
}

enum BookDetailBuilder {

    static func build(book: Book) -> UIViewController {
        let view = BookDetailViewController()
        view.presenter = BookDetailPresenter(book: book)
        return view
    }
}
