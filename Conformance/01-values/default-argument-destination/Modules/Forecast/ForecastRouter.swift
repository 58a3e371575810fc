import UIKit

enum DetailTab {
    case hourly
    case daily
}

final class ForecastRouter {
    weak var viewController: UIViewController?

    func showDetails(_ tab: DetailTab = .hourly) {
        let screen: UIViewController
        switch tab {
        case .hourly:
            screen = HourlyForecastBuilder.build()
        case .daily:
            screen = DailyForecastBuilder.build()
        }
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
