import Foundation

struct Stay {
    let id: String
    let name: String
    let town: String
    let pricePerNight: Int
}

final class StayRepository {

    private let all = [
        Stay(id: "st-101", name: "Harbour loft", town: "Lofoten", pricePerNight: 140),
        Stay(id: "st-102", name: "Olive grove cottage", town: "Crete", pricePerNight: 95),
        Stay(id: "st-103", name: "Forest cabin", town: "Białowieża", pricePerNight: 70)
    ]

    func featured() -> [Stay] {
        all
    }

    func stay(id: String) -> Stay? {
        all.first { $0.id == id }
    }
}
