import UIKit

/// Builds the book detail module and pushes the reader for the shown book.
final class BookDetailRouter: BookDetailWireframe {

    weak var viewController: UIViewController?

    static func assembleModule(bookID: String, title: String) -> UIViewController {
        let view = BookDetailViewController()
        let presenter = BookDetailPresenter()
        let interactor = BookDetailInteractor()
        let router = BookDetailRouter()

        view.title = title
        view.presenter = presenter

        presenter.bookID = bookID
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router

        interactor.output = presenter

        router.viewController = view

        return view
    }

    func presentReader(bookID: String, startPage: Int) {
        let reader = ReaderRouter.assembleModule(bookID: bookID, startPage: startPage)
        reader.hidesBottomBarWhenPushed = true
        viewController?.navigationController?.pushViewController(reader, animated: true)
    }
}
