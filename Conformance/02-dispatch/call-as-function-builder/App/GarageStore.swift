import Foundation

struct Vehicle: Equatable {
    let plate: String
    let model: String
    let mileageKm: Int
}

struct ServiceEntry: Equatable {
    let date: Date
    let work: String
    let costEuros: Int
}

enum BookingReason: Equatable {
    case annualService
    case repeatOf(ServiceEntry)
}

final class GarageStore {

    func vehicles() -> [Vehicle] {
        [
            Vehicle(plate: "AB-12-CD", model: "Renault Kangoo", mileageKm: 148_200),
            Vehicle(plate: "EF-34-GH", model: "Fiat Panda 4x4", mileageKm: 97_350)
        ]
    }

    func history(of vehicle: Vehicle) -> [ServiceEntry] {
        [
            ServiceEntry(date: Date(timeIntervalSince1970: 1_700_000_000), work: "Timing belt", costEuros: 420),
            ServiceEntry(date: Date(timeIntervalSince1970: 1_685_000_000), work: "Brake pads, front", costEuros: 160)
        ]
    }

    func freeSlots() -> [String] {
        ["Mon 08:30", "Tue 14:00", "Thu 10:15"]
    }

    func book(_ vehicle: Vehicle, slot: String, reason: BookingReason) {
        UserDefaults.standard.set(slot, forKey: "booking.\(vehicle.plate)")
    }
}
