import Foundation

final class AislesInteractor {
    private let shop: GroceryShop

    init(shop: GroceryShop) {
        self.shop = shop
    }

    func aisles() async -> [Aisle] {
        await shop.aisles()
    }

    func add(_ product: Product) async -> Int {
        await shop.add(product)
        return await shop.basketItems().count
    }

    func orderInProgress() async -> DeliveryOrder? {
        await shop.orderInProgress()
    }
}
