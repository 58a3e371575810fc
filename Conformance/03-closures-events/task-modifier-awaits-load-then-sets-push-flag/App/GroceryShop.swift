import Foundation

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Decimal
}

struct Aisle: Identifiable, Hashable {
    let id: Int
    let name: String
    let products: [Product]
}

struct DeliveryOrder: Identifiable, Hashable {
    let id: String
    let slot: String
    let stopsAway: Int
}

actor GroceryShop {
    private var basket: [Product] = []
    private var openOrder: DeliveryOrder? = DeliveryOrder(id: "BF-88213", slot: "18:00–19:00", stopsAway: 3)

    func aisles() -> [Aisle] {
        [
            Aisle(id: 1, name: "Fruit & veg", products: [
                Product(id: 11, name: "Vine tomatoes", price: 1.80),
                Product(id: 12, name: "Braeburn apples ×6", price: 2.10)
            ]),
            Aisle(id: 2, name: "Bakery", products: [
                Product(id: 21, name: "Sourdough loaf", price: 3.20)
            ])
        ]
    }

    func add(_ product: Product) {
        basket.append(product)
    }

    func basketItems() -> [Product] {
        basket
    }

    func placeOrder() -> DeliveryOrder {
        let order = DeliveryOrder(id: "BF-\(Int.random(in: 10_000...99_999))", slot: "19:00–20:00", stopsAway: 9)
        basket.removeAll()
        openOrder = order
        return order
    }

    func orderInProgress() async -> DeliveryOrder? {
        try? await Task.sleep(for: .milliseconds(300))
        return openOrder
    }

    func refresh(_ order: DeliveryOrder) -> DeliveryOrder {
        DeliveryOrder(id: order.id, slot: order.slot, stopsAway: max(order.stopsAway - 1, 0))
    }
}
