import UIKit

final class StationsRouter {
    weak var viewController: UIViewController?

    func openDepartures(from station: Station) {
        let departures = DeparturesViewController(station: station)
        viewController?.navigationController?.pushViewController(departures, animated: true)
    }
}
