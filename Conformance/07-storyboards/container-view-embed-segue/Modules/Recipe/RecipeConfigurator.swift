import UIKit

enum RecipeConfigurator {
    static func configure(_ viewController: RecipeViewController) {
        let interactor = RecipeInteractor(book: .shared)
        let router = RecipeRouter()
        let presenter = RecipePresenter(view: viewController, interactor: interactor)
        router.viewController = viewController
        viewController.presenter = presenter
        viewController.router = router
    }
}
