import Foundation

protocol TripsViewOutput: AnyObject {
    func viewDidLoad()
    func didSwipeToEdit(at index: Int)
    func didSwipeToDelete(at index: Int)
}

final class TripsPresenter: TripsViewOutput {

    weak var view: TripsViewInput?
    private let interactor: TripsInteractorInput
    private let router: TripsRouterInput
    private var trips: [Trip] = []

    init(interactor: TripsInteractorInput, router: TripsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        reload()
    }

    func didSwipeToEdit(at index: Int) {
        router.openEditor(for: trips[index])
    }

    func didSwipeToDelete(at index: Int) {
        interactor.deleteTrip(id: trips[index].id)
        reload()
    }

    private func reload() {
        trips = interactor.loadTrips()
        view?.show(titles: trips.map { "\($0.destination) · \($0.nights) nights" })
    }
}
