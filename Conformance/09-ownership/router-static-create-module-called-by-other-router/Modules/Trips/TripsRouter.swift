import UIKit

class TripsRouter: TripsRouterProtocol {

    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = TripsView(style: .insetGrouped)
        let interactor = TripsInteractor()
        let router = TripsRouter()
        let presenter = TripsPresenter(interface: view, interactor: interactor, router: router)

        view.presenter = presenter
        interactor.presenter = presenter
        router.viewController = view

        return view
    }

    func pushToTripDetail(with trip: Trip, from view: TripsViewProtocol) {
        let tripDetailModule = TripDetailRouter.createModule(with: trip)
        if let sourceView = view as? UIViewController {
            sourceView.navigationController?.pushViewController(tripDetailModule, animated: true)
        }
    }
}
