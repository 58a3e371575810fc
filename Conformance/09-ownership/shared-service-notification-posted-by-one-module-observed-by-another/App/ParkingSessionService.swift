import Foundation

extension Notification.Name {
    static let parkingSessionDidEnd = Notification.Name("ParkingSessionService.didEnd")
}

struct ParkingSession {
    let zone: String
    let plate: String
    let startedAt: Date
}

final class ParkingSessionService {

    static let shared = ParkingSessionService()

    private(set) var active: ParkingSession?

    func start(zone: String, plate: String) -> ParkingSession {
        let session = ParkingSession(zone: zone, plate: plate, startedAt: Date())
        active = session
        return session
    }

    func stop() {
        guard let session = active else { return }
        active = nil
        let minutes = max(1, Int(Date().timeIntervalSince(session.startedAt) / 60))
        NotificationCenter.default.post(
            name: .parkingSessionDidEnd,
            object: self,
            userInfo: ["zone": session.zone, "minutes": minutes]
        )
    }
}
