import UIKit

enum VehiclesBuilder {
    static func build() -> UIViewController {
        let view = VehiclesViewController()
        let presenter = VehiclesPresenter()
        let router = VehiclesRouter()
        presenter.view = view
        presenter.interactor = VehiclesInteractor()
        presenter.router = router
        view.output = presenter
        router.viewController = view
        return view
    }
}
