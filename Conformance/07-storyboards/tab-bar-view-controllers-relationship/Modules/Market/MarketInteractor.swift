import Foundation

final class MarketInteractor {
    private let store: MarketStore

    init(store: MarketStore) {
        self.store = store
    }

    func basketItemCount() -> Int {
        store.basket.reduce(0) { $0 + $1.quantity }
    }
}
