import UIKit

protocol DocksRouterInput: AnyObject {
    func openDock(_ dock: Dock)
    func openRideHistory(riderID: String)
}

final class DocksRouter: DocksRouterInput {
    weak var viewController: UIViewController?

    func openDock(_ dock: Dock) {
        route(to: DockDetailDestination(dock: dock))
    }

    func openRideHistory(riderID: String) {
        route(to: RideHistoryDestination(riderID: riderID))
    }

    private func route<D: Destination>(to destination: D) {
        let screen = destination.makeScreen()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
