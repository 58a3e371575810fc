import UIKit

/// Called like a function: `let makeVehicles = VehiclesBuilder(garage: garage); makeVehicles()`.
struct VehiclesBuilder {

    let garage: GarageStore

    func callAsFunction() -> UIViewController {
        let view = VehiclesViewController(style: .insetGrouped)
        let router = VehiclesRouter(makeServiceHistory: ServiceHistoryBuilder(garage: garage),
                                    makeBooking: BookServiceBuilder(garage: garage))
        let presenter = VehiclesPresenter(garage: garage, router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
