import UIKit

enum ParkingSessionFactory {
    static func make(zone: ParkingZone) -> UIViewController {
        let router = ParkingSessionRouter()
        let view = ParkingSessionViewController()
        view.presenter = ParkingSessionPresenter(zone: zone, router: router)
        router.viewController = view
        return view
    }
}
