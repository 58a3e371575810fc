import UIKit

enum RecipeBookBuilder {
    static func build() -> UIViewController {
        let view = RecipeBookViewController()
        let presenter = RecipeBookPresenter()
        let interactor = RecipeBookInteractor()
        let router = RecipeBookRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
