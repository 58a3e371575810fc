import UIKit

enum BookDetailBuilder {

    static func build(book: Book, loans: LoanService) -> UIViewController {
        let view = BookDetailViewController()
        let router = BookDetailRouter()
        let presenter = BookDetailPresenter(
            book: book,
            interactor: BookDetailInteractor(loans: loans),
            router: router
        )
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
