import Foundation

protocol PlantsInteractorInput: AnyObject {
    func loadPlants() -> [Plant]
}

final class PlantsInteractor: PlantsInteractorInput {

    func loadPlants() -> [Plant] {
        [
            Plant(id: UUID(), name: "Monstera", wateringIntervalDays: 7),
            Plant(id: UUID(), name: "Snake plant", wateringIntervalDays: 14),
            Plant(id: UUID(), name: "Basil", wateringIntervalDays: 2)
        ]
    }
}
