import UIKit

enum ParkingZonesAssembly {

    static func assemble() -> UIViewController {
        let view = ParkingZonesViewController()
        let presenter = ParkingZonesPresenter()
        let router = ParkingZonesRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = ParkingZonesInteractor(service: GarageService())
        presenter.router = router
        router.transitionHandler = view
        return view
    }
}
