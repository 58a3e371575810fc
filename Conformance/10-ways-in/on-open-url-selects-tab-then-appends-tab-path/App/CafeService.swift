import Foundation

struct Drink: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Decimal
}

struct CafeOrder: Identifiable, Hashable {
    enum Stage: String {
        case received = "Received"
        case brewing = "Brewing"
        case ready = "Ready at the counter"
    }

    let id: String
    let drinks: [String]
    let stage: Stage
}

final class CafeService {
    func menu() async -> [Drink] {
        [
            Drink(id: 1, name: "Flat white", price: 3.4),
            Drink(id: 2, name: "Cortado", price: 3.1),
            Drink(id: 3, name: "Batch brew", price: 2.6)
        ]
    }

    func order(_ drink: Drink) async throws -> CafeOrder {
        CafeOrder(id: "C\(Int.random(in: 100...999))", drinks: [drink.name], stage: .received)
    }

    func todaysOrders() async -> [CafeOrder] {
        [CafeOrder(id: "C412", drinks: ["Cortado", "Batch brew"], stage: .brewing)]
    }

    func status(of orderID: String) async -> CafeOrder? {
        CafeOrder(id: orderID, drinks: ["Flat white"], stage: .ready)
    }
}
