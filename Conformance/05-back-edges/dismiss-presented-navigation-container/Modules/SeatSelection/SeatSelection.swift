import UIKit

// MARK: - View

protocol SeatSelectionViewInput: AnyObject {
    func show(seats: [String])
}

final class SeatSelectionViewController: UIViewController, SeatSelectionViewInput {
    var presenter: SeatSelectionPresenter!
    private let seatControl = UISegmentedControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose a seat"
        view.backgroundColor = .systemBackground
        seatControl.frame = view.bounds.insetBy(dx: 24, dy: 300)
        view.addSubview(seatControl)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Confirm",
            style: .done,
            target: self,
            action: #selector(confirmTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func confirmTapped() {
        presenter.didConfirm(seatIndex: seatControl.selectedSegmentIndex)
    }

    func show(seats: [String]) {
        for (index, seat) in seats.enumerated() {
            seatControl.insertSegment(withTitle: seat, at: index, animated: false)
        }
        seatControl.selectedSegmentIndex = 0
    }
}

// MARK: - Presenter

final class SeatSelectionPresenter {
    weak var view: SeatSelectionViewInput?
    var interactor: SeatSelectionInteractor!
    var router: SeatSelectionRouter!

    func viewDidLoad() {
        view?.show(seats: interactor.freeSeats)
    }

    func didConfirm(seatIndex: Int) {
        interactor.book(seat: interactor.freeSeats[seatIndex])
        router.finishBooking()
    }
}

// MARK: - Interactor

final class SeatSelectionInteractor {
    let flight: Flight
    let freeSeats = ["12A", "12C", "14F", "21D"]

    init(flight: Flight) {
        self.flight = flight
    }

    func book(seat: String) {
        TripStore.shared.book(Trip(route: flight.route, date: flight.departure, seat: seat))
    }
}

// MARK: - Router

final class SeatSelectionRouter {
    weak var viewController: UIViewController?

    /// Closes the whole booking flow, not just this step.
    func finishBooking() {
        viewController?.navigationController?.dismiss(animated: true)
    }
}

// MARK: - Builder

enum SeatSelectionBuilder {
    static func build(flight: Flight) -> UIViewController {
        let view = SeatSelectionViewController()
        let presenter = SeatSelectionPresenter()
        let router = SeatSelectionRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = SeatSelectionInteractor(flight: flight)
        presenter.router = router
        router.viewController = view
        return view
    }
}
