import UIKit

enum TripsBuilder {

    static func build() -> UIViewController {
        let view = TripsViewController(style: .plain)
        let router = TripsRouter()
        let presenter = TripsPresenter(interactor: TripsInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
