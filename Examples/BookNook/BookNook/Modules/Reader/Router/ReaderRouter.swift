import UIKit

/// Builds the reader module for a book at a start page and closes it again.
final class ReaderRouter: ReaderWireframe {

    weak var viewController: UIViewController?

    static func assembleModule(bookID: String, startPage: Int) -> UIViewController {
        let view = ReaderViewController()
        let presenter = ReaderPresenter()
        let interactor = ReaderInteractor()
        let router = ReaderRouter()

        view.presenter = presenter

        presenter.bookID = bookID
        presenter.currentIndex = max(startPage, 0)
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router

        interactor.output = presenter

        router.viewController = view

        return view
    }

    func dismissReader() {
        viewController?.dismiss(animated: true)
    }
}
