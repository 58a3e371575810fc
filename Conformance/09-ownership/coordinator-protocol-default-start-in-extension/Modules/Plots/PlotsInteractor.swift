import Foundation

protocol PlotsInteractorInput {
    func plots() -> [Plot]
    func plannedSowings(in plot: Plot) -> Int
}

final class PlotsInteractor: PlotsInteractorInput {
    private let store: AllotmentStore

    init(store: AllotmentStore) {
        self.store = store
    }

    func plots() -> [Plot] {
        store.plots
    }

    func plannedSowings(in plot: Plot) -> Int {
        store.plans.filter { $0.plot == plot }.count
    }
}
