import UIKit

/// Builds the event detail module; pushes the venue map and presents ticket checkout as a form sheet.
class EventDetailRouter: EventDetailPresenterToRouterProtocol {

    static func createModule(eventID: String) -> UIViewController {
        let view = EventDetailViewController()
        let presenter = EventDetailPresenter()
        let interactor = EventDetailInteractor(eventID: eventID)
        let router = EventDetailRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter

        return view
    }

    func pushToVenueMap(from view: EventDetailPresenterToViewProtocol?, venue: EventVenue) {
        guard let source = view as? UIViewController else { return }
        let mapModule = VenueMapRouter.createModule(venueName: venue.name,
                                                    address: venue.address,
                                                    latitude: venue.latitude,
                                                    longitude: venue.longitude)
        source.navigationController?.pushViewController(mapModule, animated: true)
    }

    func presentTicketCheckout(from view: EventDetailPresenterToViewProtocol?, detail: EventDetailModel) {
        guard let source = view as? UIViewController else { return }
        let checkoutModule = TicketCheckoutRouter.createModule(eventID: detail.id,
                                                               eventTitle: detail.title,
                                                               unitPrice: detail.ticketPrice,
                                                               currencyCode: detail.currencyCode)
        let navigation = UINavigationController(rootViewController: checkoutModule)
        navigation.modalPresentationStyle = .formSheet
        source.present(navigation, animated: true, completion: nil)
    }
}
