import Foundation

struct Produce: Identifiable, Hashable {
    let id: Int
    let name: String
    let farm: String
    let unitPrice: Decimal
    var quantity: Int
}

struct PlacedOrder: Identifiable, Hashable {
    let id: String
    let items: [Produce]
    let pickupSlot: String
    let total: Decimal
}

final class MarketClient {
    private(set) var basket: [Produce] = [
        Produce(id: 1, name: "Heirloom tomatoes", farm: "Brook Farm", unitPrice: 3.50, quantity: 2),
        Produce(id: 2, name: "Sourdough loaf", farm: "Mill Lane Bakery", unitPrice: 5.00, quantity: 1),
        Produce(id: 3, name: "Wildflower honey", farm: "Hedgerow Apiary", unitPrice: 8.25, quantity: 1)
    ]

    func pickupSlots() async -> [String] {
        ["Sat 08:00–09:00", "Sat 09:00–10:00", "Sat 10:00–11:00"]
    }

    func placeOrder(slot: String) async throws -> PlacedOrder {
        let total = basket.reduce(Decimal(0)) { $0 + $1.unitPrice * Decimal($1.quantity) }
        let order = PlacedOrder(id: "HS-\(Int.random(in: 1000...9999))", items: basket, pickupSlot: slot, total: total)
        basket.removeAll()
        return order
    }
}
