import Foundation

struct Bike: Hashable {
    let id: String
    let model: String
    let dock: String
    let batteryPercent: Int?
}

final class RentalService {
    static let shared = RentalService()

    func nearbyBikes() async -> [Bike] {
        [
            Bike(id: "B-1042", model: "City e-bike", dock: "Canal Street", batteryPercent: 81),
            Bike(id: "B-0377", model: "Classic 3-speed", dock: "Market Square", batteryPercent: nil)
        ]
    }

    func unlock(bikeID: String) async throws {}

    func sendSupportMessage(_ text: String) async throws -> String {
        "TICKET-\(Int.random(in: 1000...9999))"
    }
}
