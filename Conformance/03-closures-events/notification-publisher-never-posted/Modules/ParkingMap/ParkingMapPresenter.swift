import Foundation

protocol ParkingMapViewOutput: AnyObject {
    func viewDidLoad()
    func didTapStartParking()
}

final class ParkingMapPresenter: ParkingMapViewOutput {

    weak var view: ParkingMapViewInput?
    private let interactor: ParkingMapInteractorInput
    private let router: ParkingMapRouterInput

    init(interactor: ParkingMapInteractorInput, router: ParkingMapRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        router.followZoneChanges()
        view?.show(interactor.nearbyZones())
    }

    func didTapStartParking() {
        guard let zone = interactor.nearbyZones().first else { return }
        router.showPayment(for: zone)
    }
}
