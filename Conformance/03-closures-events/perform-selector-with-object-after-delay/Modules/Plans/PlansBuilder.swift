import UIKit

enum PlansBuilder {

    static func build() -> UIViewController {
        let view = PlansViewController()
        let router = PlansRouter()
        let presenter = PlansPresenter(interactor: PlansInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
