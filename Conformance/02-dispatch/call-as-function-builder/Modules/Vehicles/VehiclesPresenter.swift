import Foundation

protocol VehiclesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectVehicle(at index: Int)
    func didTapBook(at index: Int)
}

final class VehiclesPresenter: VehiclesViewOutput {

    weak var view: VehiclesViewInput?
    private let garage: GarageStore
    private let router: VehiclesRouter
    private var vehicles: [Vehicle] = []

    init(garage: GarageStore, router: VehiclesRouter) {
        self.garage = garage
        self.router = router
    }

    func viewDidLoad() {
        vehicles = garage.vehicles()
        view?.show(vehicles)
    }

    func didSelectVehicle(at index: Int) {
        router.openHistory(for: vehicles[index])
    }

    func didTapBook(at index: Int) {
        router.openBooking(for: vehicles[index])
    }
}
