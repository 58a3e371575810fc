import Foundation

final class RentalsPresenter {
    private weak var view: RentalsView?
    private let interactor: RentalsInteractor
    private let router: RentalsRouter
    private var bikes: [Bike] = []

    init(view: RentalsView, interactor: RentalsInteractor, router: RentalsRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        Task { @MainActor in
            bikes = await interactor.nearbyBikes()
            view?.show(bikes: bikes.map { "\($0.model) at \($0.dock)" })
        }
    }

    func didSelectBike(at index: Int) {
        router.showBike(bikes[index])
    }
}
