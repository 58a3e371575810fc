import UIKit

protocol ForecastRouterProtocol: AnyObject {
    func openRadar(city: String)
}

final class ForecastRouter: ForecastRouterProtocol {
    weak var viewController: UIViewController?

    func openRadar(city: String) {
        let radar = RadarModule.build(city: city)
        viewController?.navigationController?.pushViewController(radar, animated: true)
    }
}
