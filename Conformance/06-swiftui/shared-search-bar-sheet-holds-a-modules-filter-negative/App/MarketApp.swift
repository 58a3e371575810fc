import SwiftUI

@main
struct MarketApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ShopBuilder.build()
                OrdersBuilder.build()
            }
        }
    }
}
