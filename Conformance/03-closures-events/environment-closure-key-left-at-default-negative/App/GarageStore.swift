import Foundation

struct Vehicle: Identifiable, Hashable {
    let id: Int
    let nickname: String
    let make: String
    let year: Int
    let odometerKm: Int
}

struct ServiceEntry: Identifiable, Hashable {
    let id: UUID
    let date: Date
    let work: String
    let cost: Decimal
}

struct WarrantyCover: Hashable {
    let provider: String
    let expires: Date
    let coveredParts: [String]
}

final class GarageStore {
    private var entries: [Int: [ServiceEntry]] = [
        1: [ServiceEntry(id: UUID(), date: Date().addingTimeInterval(-86_400 * 120), work: "Oil and filter", cost: 89)]
    ]

    func vehicles() async -> [Vehicle] {
        [
            Vehicle(id: 1, nickname: "Blue Bus", make: "VW Transporter", year: 2016, odometerKm: 148_200),
            Vehicle(id: 2, nickname: "Zippy", make: "Honda Jazz", year: 2020, odometerKm: 41_950)
        ]
    }

    func history(of vehicle: Vehicle) async -> [ServiceEntry] {
        entries[vehicle.id, default: []].sorted { $0.date > $1.date }
    }

    func add(_ entry: ServiceEntry, to vehicle: Vehicle) {
        entries[vehicle.id, default: []].append(entry)
    }

    func warranty(of vehicle: Vehicle) async -> WarrantyCover? {
        vehicle.year >= 2020
            ? WarrantyCover(provider: "Honda UK", expires: Date().addingTimeInterval(86_400 * 400),
                            coveredParts: ["Engine", "Gearbox", "Electrics"])
            : nil
    }
}
