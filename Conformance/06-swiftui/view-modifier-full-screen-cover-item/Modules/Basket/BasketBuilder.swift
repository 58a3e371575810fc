import SwiftUI

enum BasketBuilder {
    static func build(market: MarketClient) -> some View {
        let interactor = BasketInteractor(market: market)
        let presenter = BasketPresenter(interactor: interactor)
        return BasketView(presenter: presenter, market: market)
    }
}
