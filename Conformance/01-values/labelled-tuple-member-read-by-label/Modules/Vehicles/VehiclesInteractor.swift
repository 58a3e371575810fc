import Foundation

struct Vehicle {
    let id: String
    let model: String
    let dailyRate: String
}

final class VehiclesInteractor {
    func fetchAvailable(completion: @escaping ([Vehicle]) -> Void) {
        completion([
            Vehicle(id: "c-101", model: "Compact hatchback", dailyRate: "$39"),
            Vehicle(id: "s-220", model: "Estate", dailyRate: "$54")
        ])
    }
}
