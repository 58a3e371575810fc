import UIKit

enum RecipeListBuilder {

    static func build(store: RecipeStore) -> UIViewController {
        let view = RecipeListViewController()
        let router = RecipeListRouter(store: store)
        let presenter = RecipeListPresenter(interactor: RecipeListInteractor(store: store), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
