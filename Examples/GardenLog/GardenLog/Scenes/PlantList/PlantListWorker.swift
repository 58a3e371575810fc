import Foundation

final class PlantListWorker {
    private let repository: PlantRepository

    init(repository: PlantRepository = .shared) {
        self.repository = repository
    }

    func fetchPlants() -> [Plant] {
        repository.plants.sorted { lhs, rhs in
            if lhs.needsWaterToday != rhs.needsWaterToday {
                return lhs.needsWaterToday
            }
            return lhs.nextWateringDate < rhs.nextWateringDate
        }
    }

    func store(_ plant: Plant) {
        repository.add(plant)
        repository.persist()
    }
}
