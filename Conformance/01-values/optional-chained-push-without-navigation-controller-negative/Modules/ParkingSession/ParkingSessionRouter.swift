import UIKit

final class ParkingSessionRouter {
    weak var viewController: UIViewController?

    func openHistory() {
        let history = SessionHistoryFactory.make()
        viewController?.navigationController?.pushViewController(history, animated: true)
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
