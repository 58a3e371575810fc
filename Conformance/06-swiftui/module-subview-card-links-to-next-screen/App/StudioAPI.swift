import Foundation

struct Workshop: Identifiable, Hashable {
    let id: String
    let title: String
    let tutor: String
    let startsAt: Date
    let seatsLeft: Int
    let price: Decimal
}

final class StudioAPI {
    func upcomingWorkshops() async throws -> [Workshop] {
        let now = Date()
        return [
            Workshop(id: "wheel-101", title: "Wheel throwing for beginners", tutor: "Ines Barros",
                     startsAt: now.addingTimeInterval(86_400 * 3), seatsLeft: 4, price: 65),
            Workshop(id: "glaze-lab", title: "Glaze lab", tutor: "Tom Haverford",
                     startsAt: now.addingTimeInterval(86_400 * 6), seatsLeft: 0, price: 48),
            Workshop(id: "hand-build", title: "Hand-building: pinch and coil", tutor: "Ines Barros",
                     startsAt: now.addingTimeInterval(86_400 * 10), seatsLeft: 8, price: 55)
        ]
    }

    func book(workshopID: Workshop.ID, seats: Int, name: String) async throws -> String {
        try await Task.sleep(nanoseconds: 250_000_000)
        return "KC-\(Int.random(in: 1000...9999))"
    }
}
