import UIKit

enum TripsBuilder {

    static func build() -> UIViewController {
        let view = TripsViewController()
        let router = TripsRouter()
        let presenter = TripsPresenter(interactor: TripsInteractor(), router: AnyRouter(router))
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
