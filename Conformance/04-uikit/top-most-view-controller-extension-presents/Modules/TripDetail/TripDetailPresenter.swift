import Foundation

protocol TripDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didTapBoardingPass()
}

final class TripDetailPresenter: TripDetailViewOutput {

    weak var view: TripDetailViewInput?
    private let router: TripDetailRouterInput
    private let trip: Trip

    init(trip: Trip, router: TripDetailRouterInput) {
        self.trip = trip
        self.router = router
    }

    func viewDidLoad() {
        view?.show(title: trip.code,
                   summary: "\(trip.from) to \(trip.to), departing \(trip.departure). Seat 14C.")
    }

    func didTapBoardingPass() {
        router.showBoardingPass(code: trip.code)
    }
}
