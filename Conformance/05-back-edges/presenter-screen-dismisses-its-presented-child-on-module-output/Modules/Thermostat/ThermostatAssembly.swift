import UIKit

enum ThermostatAssembly {

    static func assemble(room: Room) -> UIViewController {
        let view = ThermostatViewController()
        let presenter = ThermostatPresenter(room: room)
        let router = ThermostatRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = ThermostatInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
