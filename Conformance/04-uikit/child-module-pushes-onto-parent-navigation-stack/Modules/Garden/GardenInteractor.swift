import Foundation

protocol GardenInteractorInput: AnyObject {
    func todaysWeather() -> String
    func thirstyPlantCount() -> Int
}

final class GardenInteractor: GardenInteractorInput {

    private let store: PlantStore

    init(store: PlantStore = .shared) {
        self.store = store
    }

    func todaysWeather() -> String {
        "☀️ 24° · no rain expected"
    }

    func thirstyPlantCount() -> Int {
        store.plants.filter(\.isThirsty).count
    }
}
