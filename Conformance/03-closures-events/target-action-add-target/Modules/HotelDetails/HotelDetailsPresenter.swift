import Foundation

protocol HotelDetailsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapBook()
    func didTapReviews()
}

final class HotelDetailsPresenter: HotelDetailsViewOutput {

    weak var view: HotelDetailsViewInput?
    private let interactor: HotelDetailsInteractorInput
    private let router: HotelDetailsRouterInput

    init(interactor: HotelDetailsInteractorInput, router: HotelDetailsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        let hotel = interactor.hotel()
        view?.show(name: hotel.name, description: hotel.summary)
    }

    func didTapBook() {
        router.openBooking(for: interactor.hotel())
    }

    func didTapReviews() {
        router.openReviews(for: interactor.hotel())
    }
}
