import Foundation

struct ParkingSpot: Identifiable, Hashable {
    let id: Int
    let garage: String
    let level: Int
    let hourlyRate: Decimal
}

final class ParkingAPI {
    static let shared = ParkingAPI()

    func freeSpots(near street: String) async -> [ParkingSpot] {
        [
            ParkingSpot(id: 101, garage: "Central", level: -1, hourlyRate: 3.5),
            ParkingSpot(id: 214, garage: "Riverside", level: 2, hourlyRate: 2.0)
        ]
    }

    func reserve(spotID: ParkingSpot.ID, hours: Int) async throws -> String {
        "PX-\(spotID)-\(hours)"
    }
}
