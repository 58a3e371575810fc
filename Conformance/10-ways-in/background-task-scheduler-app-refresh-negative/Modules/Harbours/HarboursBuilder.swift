import UIKit

enum HarboursBuilder {

    static func build() -> UIViewController {
        let view = HarboursViewController()
        let router = HarboursRouter()
        let presenter = HarboursPresenter(interactor: HarboursInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
