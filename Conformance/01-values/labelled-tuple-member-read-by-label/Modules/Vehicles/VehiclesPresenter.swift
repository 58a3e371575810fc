import Foundation

protocol VehiclesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(vehicle: Vehicle)
}

final class VehiclesPresenter: VehiclesViewOutput {
    weak var view: VehiclesViewInput?
    var interactor: VehiclesInteractor!
    var router: VehiclesRouter!

    func viewDidLoad() {
        interactor.fetchAvailable { [weak self] vehicles in
            self?.view?.show(vehicles: vehicles)
        }
    }

    func didSelect(vehicle: Vehicle) {
        router.openBooking(for: vehicle, pickup: Date())
    }
}
