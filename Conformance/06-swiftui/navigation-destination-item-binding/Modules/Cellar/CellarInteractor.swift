import Foundation

final class CellarInteractor {
    private let store: WineInventory

    init(store: WineInventory) {
        self.store = store
    }

    func bottlesReadyFirst() async -> [Bottle] {
        let year = Calendar.current.component(.year, from: .now)
        return await store.allBottles()
            .filter { $0.quantity > 0 }
            .sorted { abs($0.drinkUntil - year) < abs($1.drinkUntil - year) }
    }
}
