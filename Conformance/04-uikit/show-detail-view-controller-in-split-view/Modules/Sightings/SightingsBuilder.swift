import UIKit

enum SightingsBuilder {

    static func build() -> UIViewController {
        let view = SightingsViewController(style: .insetGrouped)
        let presenter = SightingsPresenter()
        let router = SightingsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = SightingsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
