import SwiftUI

@main
struct BasketfulApp: App {
    private let shop = GroceryShop()

    var body: some Scene {
        WindowGroup {
            AislesBuilder.build(shop: shop)
        }
    }
}
