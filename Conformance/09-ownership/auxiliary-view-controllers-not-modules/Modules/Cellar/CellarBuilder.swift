import UIKit

enum CellarBuilder {

    static func build() -> UIViewController {
        let view = CellarViewController()
        let router = CellarRouter()
        let presenter = CellarPresenter(interactor: CellarInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
