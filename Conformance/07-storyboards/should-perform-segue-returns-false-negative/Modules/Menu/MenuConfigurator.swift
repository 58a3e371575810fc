import Foundation

enum MenuConfigurator {
    static func configure(_ viewController: MenuViewController) {
        let interactor = MenuInteractor(bakery: .shared)
        viewController.presenter = MenuPresenter(view: viewController, interactor: interactor)
    }
}
