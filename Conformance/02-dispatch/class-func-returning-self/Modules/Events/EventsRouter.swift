import UIKit

protocol EventsRoutingLogic {
    func routeToEventDetail()
}

protocol EventsDataPassing {
    var dataStore: EventsDataStore? { get }
}

final class EventsRouter: EventsRoutingLogic, EventsDataPassing {
    weak var viewController: EventsViewController?
    var dataStore: EventsDataStore?

    func routeToEventDetail() {
        let destinationVC = EventDetailViewController.instantiate()
        var destinationDS = destinationVC.router!.dataStore!
        passDataToEventDetail(source: dataStore!, destination: &destinationDS)
        navigateToEventDetail(source: viewController!, destination: destinationVC)
    }

    private func navigateToEventDetail(source: EventsViewController, destination: EventDetailViewController) {
        source.navigationController?.pushViewController(destination, animated: true)
    }

    private func passDataToEventDetail(source: EventsDataStore, destination: inout EventDetailDataStore) {
        destination.eventID = source.selectedEventID
    }
}
