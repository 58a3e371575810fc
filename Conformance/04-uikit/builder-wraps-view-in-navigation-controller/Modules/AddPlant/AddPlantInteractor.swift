import Foundation

protocol AddPlantInteractorInput: AnyObject {
    func addPlant(nickname: String, species: String, wateringIntervalDays: Int)
}

final class AddPlantInteractor: AddPlantInteractorInput {

    func addPlant(nickname: String, species: String, wateringIntervalDays: Int) {
        PlantStore.shared.add(Plant(nickname: nickname, species: species, wateringIntervalDays: wateringIntervalDays))
    }
}
