import Foundation

protocol ParkingMapViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectZone(_ zone: ParkingZone)
    func didTapValet()
}

final class ParkingMapPresenter: ParkingMapViewOutput {
    weak var view: ParkingMapViewInput?
    var interactor: ParkingMapInteractorInput!
    var router: ParkingMapRouterInput!

    func viewDidLoad() {
        view?.show(zones: interactor.nearbyZones(), valetAvailable: FeatureFlags.valetBooking)
    }

    func didSelectZone(_ zone: ParkingZone) {
        router.showZone(zone)
    }

    func didTapValet() {
        if FeatureFlags.valetBooking {
            router.present(ValetBookingBuilder.build())
        }
    }
}
