import Foundation

struct Stall: Hashable {
    let name: String
    let produce: String
}

struct BasketLine: Hashable {
    let item: String
    let quantity: Int
    let price: Decimal
}

final class MarketStore {
    static let shared = MarketStore()

    private(set) var basket: [BasketLine] = [BasketLine(item: "Heirloom tomatoes", quantity: 2, price: 3.2)]
    let memberName = "Ada Farrow"

    func stalls() async -> [Stall] {
        [Stall(name: "Hollow Creek Farm", produce: "Eggs, greens"), Stall(name: "Old Mill Bakery", produce: "Sourdough")]
    }

    func pointsBalance() async -> Int {
        140
    }
}
