import UIKit

enum ParkingMapBuilder {
    static func build() -> UIViewController {
        let view = ParkingMapViewController()
        let presenter = ParkingMapPresenter()
        let interactor = ParkingMapInteractor()
        let router = ParkingMapRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
