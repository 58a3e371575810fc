import Foundation

protocol ItineraryViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectStop(at index: Int)
    func didTapPacking()
}

final class ItineraryPresenter: ItineraryViewOutput {
    weak var view: ItineraryViewInput?
    private let interactor: ItineraryInteractorInput
    private let router: ItineraryRouterInput

    init(interactor: ItineraryInteractorInput, router: ItineraryRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.display(title: interactor.tripName, stops: interactor.stops.map { "\($0.town) · \($0.nights) nights" })
    }

    func didSelectStop(at index: Int) {
        router.show(.stop(interactor.stops[index]))
    }

    func didTapPacking() {
        router.show(.packingList(nights: interactor.totalNights))
    }
}
