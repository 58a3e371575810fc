import UIKit

/// Builds the ticket checkout module for one event and dismisses it when checkout ends.
class TicketCheckoutRouter: TicketCheckoutPresenterToRouterProtocol {

    weak var viewController: UIViewController?

    static func createModule(eventID: String,
                             eventTitle: String,
                             unitPrice: Decimal,
                             currencyCode: String) -> UIViewController {
        let order = TicketOrder(eventID: eventID, eventTitle: eventTitle,
                                unitPrice: unitPrice, currencyCode: currencyCode)
        let view = TicketCheckoutViewController()
        let presenter = TicketCheckoutPresenter()
        let interactor = TicketCheckoutInteractor(order: order)
        let router = TicketCheckoutRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.viewController = view

        return view
    }

    func dismissCheckout() {
        viewController?.dismiss(animated: true)
    }
}
