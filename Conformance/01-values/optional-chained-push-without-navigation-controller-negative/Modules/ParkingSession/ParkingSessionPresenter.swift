import Foundation

final class ParkingSessionPresenter {
    private let zone: ParkingZone
    private let router: ParkingSessionRouter
    private let startedAt = Date()

    init(zone: ParkingZone, router: ParkingSessionRouter) {
        self.zone = zone
        self.router = router
    }

    var status: String {
        let start = startedAt.formatted(date: .omitted, time: .shortened)
        return "Parked in zone \(zone.code) since \(start).\nStops automatically after \(zone.maxHours) h."
    }

    func didTapHistory() {
        router.openHistory()
    }

    func didTapStop() {
        print("ParkingSession: stopped in zone \(zone.code)")
        router.close()
    }
}
