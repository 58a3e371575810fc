import UIKit

@objc protocol SessionsRoutingLogic {
    func routeToSessionDetail()
}

final class SessionsRouter: NSObject, SessionsRoutingLogic {

    weak var viewController: SessionsViewController?
    var dataStore: SessionsDataStore?

    func routeToSessionDetail() {
        guard let session = dataStore?.selectedSession else { return }
        let destination = SessionDetailViewController(session: session)
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
