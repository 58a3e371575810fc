import Foundation

struct Plant {
    let name: String
    let wateringDays: Int
    let notes: String
}

protocol PlantListInteractorInput: AnyObject {
    func plants() -> [Plant]
}

final class PlantListInteractor: PlantListInteractorInput {

    func plants() -> [Plant] {
        [
            Plant(name: "Monstera", wateringDays: 7, notes: "Bright, indirect light"),
            Plant(name: "Basil", wateringDays: 2, notes: "Pinch the flowers"),
            Plant(name: "Lavender", wateringDays: 10, notes: "Full sun")
        ]
    }
}
