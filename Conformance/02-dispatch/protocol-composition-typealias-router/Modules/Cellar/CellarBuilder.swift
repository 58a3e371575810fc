import UIKit

enum CellarBuilder {

    static func build(store: CellarStore) -> UIViewController {
        let view = CellarViewController(style: .insetGrouped)
        let router = CellarRouter(store: store)
        let presenter = CellarPresenter(interactor: CellarInteractor(store: store), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
