import UIKit

enum TripsBuilder {
    static func build() -> UIViewController {
        let view = TripsViewController()
        let presenter = TripsPresenter()
        let interactor = TripsInteractor()
        let router = TripsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
