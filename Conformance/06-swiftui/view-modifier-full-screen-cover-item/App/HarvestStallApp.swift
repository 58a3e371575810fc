import SwiftUI

@main
struct HarvestStallApp: App {
    private let market = MarketClient()

    var body: some Scene {
        WindowGroup {
            BasketBuilder.build(market: market)
        }
    }
}
