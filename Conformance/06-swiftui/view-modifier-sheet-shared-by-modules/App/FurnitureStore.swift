import Foundation

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let material: String
    let price: Decimal
    let widthCm: Int
}

final class FurnitureStore {
    func products() async -> [Product] {
        [
            Product(id: 1, name: "Hale side table", material: "Oak", price: 189, widthCm: 45),
            Product(id: 2, name: "Fenwick bookcase", material: "Walnut", price: 640, widthCm: 90),
            Product(id: 3, name: "Moss lounge chair", material: "Ash and wool", price: 820, widthCm: 78)
        ]
    }

    func stock(of product: Product) async -> Int {
        product.id == 2 ? 0 : 4
    }
}

final class FeedbackService {
    func send(message: String, rating: Int, screen: String) async throws {}
}
