import Foundation

/// Formats a loaded event for the detail screen and sends venue and ticket taps to the router.
class EventDetailPresenter: EventDetailViewToPresenterProtocol {

    weak var view: EventDetailPresenterToViewProtocol?
    var interactor: EventDetailPresenterToInteractorProtocol?
    var router: EventDetailPresenterToRouterProtocol?

    private let scheduleFormatter: DateIntervalFormatter = {
        let formatter = DateIntervalFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    func viewDidLoad() {
        interactor?.loadEventDetail()
    }

    func didTapVenue() {
        guard let venue = interactor?.detail?.venue else { return }
        router?.pushToVenueMap(from: view, venue: venue)
    }

    func didTapBuyTickets() {
        guard let detail = interactor?.detail else { return }
        router?.presentTicketCheckout(from: view, detail: detail)
    }

    func didToggleInterested() {
        interactor?.toggleInterested()
    }

    private func priceText(for detail: EventDetailModel) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = detail.currencyCode
        let amount = formatter.string(from: detail.ticketPrice as NSDecimalNumber) ?? "–"
        return "From \(amount)"
    }
}

extension EventDetailPresenter: EventDetailInteractorToPresenterProtocol {

    func eventDetailLoaded(_ detail: EventDetailModel) {
        view?.showEvent(title: detail.title,
                        schedule: scheduleFormatter.string(from: detail.startsAt, to: detail.endsAt),
                        venue: detail.venue.name,
                        summary: detail.summary,
                        priceText: priceText(for: detail))
        view?.updateInterested(detail.isInterested)
    }

    func eventDetailFailed(error: Error) {
        view?.showError(message: "This event could not be loaded. \(error.localizedDescription)")
    }

    func interestedStateChanged(_ isInterested: Bool) {
        view?.updateInterested(isInterested)
    }
}
