import UIKit

// MARK: - View -> Presenter

protocol EventDetailViewToPresenterProtocol: AnyObject {
    var view: EventDetailPresenterToViewProtocol? { get set }
    var interactor: EventDetailPresenterToInteractorProtocol? { get set }
    var router: EventDetailPresenterToRouterProtocol? { get set }

    func viewDidLoad()
    func didTapVenue()
    func didTapBuyTickets()
    func didToggleInterested()
}

// MARK: - Presenter -> View

protocol EventDetailPresenterToViewProtocol: AnyObject {
    func showEvent(title: String, schedule: String, venue: String, summary: String, priceText: String)
    func updateInterested(_ isInterested: Bool)
    func showError(message: String)
}

// MARK: - Presenter -> Interactor

protocol EventDetailPresenterToInteractorProtocol: AnyObject {
    var presenter: EventDetailInteractorToPresenterProtocol? { get set }
    var detail: EventDetailModel? { get }

    func loadEventDetail()
    /// Flips the interested flag of the loaded event and remembers it on the device.
    func toggleInterested()
}

// MARK: - Interactor -> Presenter

protocol EventDetailInteractorToPresenterProtocol: AnyObject {
    func eventDetailLoaded(_ detail: EventDetailModel)
    func eventDetailFailed(error: Error)
    func interestedStateChanged(_ isInterested: Bool)
}

// MARK: - Presenter -> Router

protocol EventDetailPresenterToRouterProtocol: AnyObject {
    static func createModule(eventID: String) -> UIViewController
    func pushToVenueMap(from view: EventDetailPresenterToViewProtocol?, venue: EventVenue)
    func presentTicketCheckout(from view: EventDetailPresenterToViewProtocol?, detail: EventDetailModel)
}
