import Foundation

final class PlantDetailWorker {
    private let repository: PlantRepository

    init(repository: PlantRepository = .shared) {
        self.repository = repository
    }

    func markWatered(_ plant: Plant, on date: Date) -> Plant {
        var updated = plant
        updated.lastWatered = date
        repository.update(updated)
        repository.persist()
        return updated
    }

    func latestVersion(of plant: Plant) -> Plant {
        repository.plants.first { $0.id == plant.id } ?? plant
    }
}
