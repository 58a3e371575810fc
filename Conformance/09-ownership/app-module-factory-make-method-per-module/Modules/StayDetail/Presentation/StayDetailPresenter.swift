import Foundation

protocol StayDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didTapBook(nights: Int)
}

final class StayDetailPresenter: StayDetailViewOutput {

    weak var view: StayDetailViewInput?
    private let interactor: StayDetailInteractorInput
    private let router: StayDetailRouterInput

    init(interactor: StayDetailInteractorInput, router: StayDetailRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        guard let stay = interactor.loadStay() else { return }
        view?.show(name: stay.name, town: stay.town, price: "€\(stay.pricePerNight) per night")
    }

    func didTapBook(nights: Int) {
        guard let stay = interactor.loadStay() else { return }
        router.openBooking(stayId: stay.id, nights: nights)
    }
}
