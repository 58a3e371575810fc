import CoreLocation

protocol RunsInteractorInput: AnyObject {
    var authorizationStatus: CLAuthorizationStatus { get }
    func requestAuthorization()
    func weeklyDistance() -> Measurement<UnitLength>
}

final class RunsInteractor: RunsInteractorInput {
    private let locationManager = CLLocationManager()

    var authorizationStatus: CLAuthorizationStatus {
        locationManager.authorizationStatus
    }

    func requestAuthorization() {
        locationManager.requestWhenInUseAuthorization()
    }

    func weeklyDistance() -> Measurement<UnitLength> {
        Measurement(value: 23.4, unit: .kilometers)
    }
}
