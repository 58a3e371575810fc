import UIKit

enum DockBuilder {

    static func build(stationID: String) -> UIViewController {
        let view = DockViewController()
        let router = DockRouter()
        let interactor = DockInteractor(stationID: stationID)
        let presenter = DockPresenter(interactor: interactor, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
