import Foundation

final class BasketInteractor {
    private let market: MarketClient

    init(market: MarketClient) {
        self.market = market
    }

    func items() -> [Produce] {
        market.basket
    }
}
