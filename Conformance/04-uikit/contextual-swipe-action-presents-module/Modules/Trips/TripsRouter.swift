import UIKit

protocol TripsRouterInput: AnyObject {
    func openEditor(for trip: Trip)
}

final class TripsRouter: TripsRouterInput {

    weak var viewController: UIViewController?

    func openEditor(for trip: Trip) {
        let editor = TripEditorBuilder.build(trip: trip)
        let navigationController = UINavigationController(rootViewController: editor)
        navigationController.modalPresentationStyle = .formSheet
        viewController?.present(navigationController, animated: true)
    }
}
