import UIKit

enum CratesBuilder {

    static func build() -> UIViewController {
        let view = CratesViewController()
        let presenter = CratesPresenter()
        let router = CratesRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = CratesInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
