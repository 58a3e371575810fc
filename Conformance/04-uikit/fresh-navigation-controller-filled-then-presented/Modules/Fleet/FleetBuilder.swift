import UIKit

enum FleetBuilder {
    static func build(depot: DepotService, routerDelegate: FleetRouterDelegate) -> UIViewController {
        let view = FleetViewController()
        let interactor = FleetInteractor(depot: depot)
        let router = FleetRouter()
        let presenter = FleetPresenter(interactor: interactor, router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        router.delegate = routerDelegate
        return view
    }
}
