import UIKit

enum TicketScannerBuilder {
    static func build(event: Event, onAccepted: @escaping () -> Void) -> UIViewController {
        let view = TicketScannerViewController()
        let interactor = TicketScannerInteractor(client: .shared, eventID: event.id)
        let presenter = TicketScannerPresenter(view: view, interactor: interactor, onAccepted: onAccepted)
        view.presenter = presenter
        return view
    }
}
