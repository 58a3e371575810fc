import Foundation

protocol ShelterInteractorInput: AnyObject {
    func availableAnimals() -> [Animal]
}

final class ShelterInteractor: ShelterInteractorInput {

    func availableAnimals() -> [Animal] {
        [
            Animal(name: "Biscuit", species: "Lurcher", ageInYears: 4),
            Animal(name: "Mabel", species: "Tabby cat", ageInYears: 9),
            Animal(name: "Pip", species: "Lop rabbit", ageInYears: 2)
        ]
    }
}
