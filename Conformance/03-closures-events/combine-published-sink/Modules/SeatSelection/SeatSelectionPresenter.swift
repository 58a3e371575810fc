import Combine
import Foundation

protocol SeatSelectionViewOutput: AnyObject {
    func viewDidLoad()
    func didTapReserve(_ seats: [Seat])
}

final class SeatSelectionPresenter: SeatSelectionViewOutput {

    weak var view: SeatSelectionViewInput?
    private let interactor: SeatSelectionInteractor
    private let router: SeatSelectionRouterInput
    private var cancellables = Set<AnyCancellable>()

    init(interactor: SeatSelectionInteractor, router: SeatSelectionRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.$confirmedTicket
            .compactMap { $0 }
            .sink { [weak self] ticket in
                self?.router.showConfirmation(for: ticket)
            }
            .store(in: &cancellables)
        view?.show(interactor.seatMap())
    }

    func didTapReserve(_ seats: [Seat]) {
        interactor.reserve(seats)
    }
}
