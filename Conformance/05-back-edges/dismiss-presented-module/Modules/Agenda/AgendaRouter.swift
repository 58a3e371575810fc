import UIKit

final class AgendaRouter {
    weak var viewController: UIViewController?

    func openNewEvent() {
        let newEvent = NewEventConfigurator.makeModule()
        newEvent.modalPresentationStyle = .formSheet
        viewController?.present(newEvent, animated: true)
    }
}
