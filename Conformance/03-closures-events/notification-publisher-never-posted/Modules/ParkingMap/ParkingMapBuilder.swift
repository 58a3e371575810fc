import UIKit

enum ParkingMapBuilder {

    static func build() -> UIViewController {
        let view = ParkingMapViewController()
        let router = ParkingMapRouter()
        let presenter = ParkingMapPresenter(interactor: ParkingMapInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
