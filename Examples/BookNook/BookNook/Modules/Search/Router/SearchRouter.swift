import UIKit

/// Builds the search tab inside its own navigation controller and pushes a book's details from it.
final class SearchRouter: SearchWireframe {

    weak var viewController: UIViewController?

    static func assembleModule() -> UIViewController {
        let view = SearchViewController(style: .plain)
        let presenter = SearchPresenter()
        let interactor = SearchInteractor()
        let router = SearchRouter()

        view.presenter = presenter

        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router

        interactor.output = presenter

        router.viewController = view

        let navigation = UINavigationController(rootViewController: view)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        return navigation
    }

    func showBookDetail(bookID: String, title: String) {
        let detail = BookDetailRouter.assembleModule(bookID: bookID, title: title)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
