import UIKit

protocol ForecastRouterInput: AnyObject {
    func showAlerts(_ alerts: [String])
    func showRadar(for city: String)
}

final class ForecastRouter: ForecastRouterInput {
    weak var view: ForecastViewInput?

    func showAlerts(_ alerts: [String]) {
        guard let source = view as? UIViewController else { return }
        let alertsScreen = WeatherAlertsBuilder.build(alerts: alerts)
        source.present(alertsScreen, animated: true)
    }

    func showRadar(for city: String) {
        let radar = RadarMapBuilder.build(city: city)
        (view as? UIViewController)?.navigationController?.pushViewController(radar, animated: true)
    }
}
