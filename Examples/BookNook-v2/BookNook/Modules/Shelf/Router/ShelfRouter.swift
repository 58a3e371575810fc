import UIKit

/// Builds the shelf tab inside its own navigation controller and pushes a selected book's details or the settings screen.
final class ShelfRouter: ShelfWireframe, Navigating {

    weak var viewController: UIViewController?

    static func assembleModule() -> UIViewController {
        let view = ShelfViewController(style: .insetGrouped)
        let presenter = ShelfPresenter()
        let interactor = ShelfInteractor()
        let router = ShelfRouter()

        view.presenter = presenter

        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router

        interactor.output = presenter

        router.viewController = view

        let navigation = UINavigationController(rootViewController: view)
        navigation.tabBarItem = UITabBarItem(title: "Shelf",
                                             image: UIImage(systemName: "books.vertical"),
                                             tag: 0)
        return navigation
    }

    func showBookDetail(bookID: String, title: String) {
        pushModule(BookDetailRouter.assembleModule(bookID: bookID, title: title))
    }

    func showSettings() {
        pushModule(SettingsRouter.assembleModule())
    }
}
