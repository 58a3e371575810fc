import Foundation

final class PlantsInteractor {
    private let store: PlantStore

    init(store: PlantStore) {
        self.store = store
    }

    func plants() -> [Plant] {
        store.allPlants()
    }

    func isThirsty(_ plant: Plant, now: Date = Date()) -> Bool {
        guard let last = plant.lastWatered else { return true }
        let days = Calendar.current.dateComponents([.day], from: last, to: now).day ?? 0
        return days >= plant.wateringIntervalDays
    }
}
