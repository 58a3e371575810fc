import UIKit

enum PantryBuilder {

    static func build(store: PantryStore) -> UIViewController {
        let view = PantryViewController()
        let router = PantryRouter(store: store)
        let presenter = PantryPresenter(interactor: PantryInteractor(store: store), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
