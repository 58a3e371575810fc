import Foundation

final class PlantsInteractor {
    private let store: GreenhouseStore

    init(store: GreenhouseStore = .shared) {
        self.store = store
    }

    var plants: [Plant] {
        store.plants.sorted { $0.commonName < $1.commonName }
    }
}
