import Foundation

enum ShoppingListConfigurator {
    static func configure(_ viewController: ShoppingListViewController) {
        let interactor = ShoppingListInteractor(store: .shared)
        viewController.presenter = ShoppingListPresenter(view: viewController, interactor: interactor)
    }
}
