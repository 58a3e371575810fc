import Foundation

protocol PetsBusinessLogic: AnyObject {
    func loadPets()
    func selectPet(at index: Int)
}

protocol PetsDataStore: AnyObject {
    var selectedPet: Pet? { get }
}

final class PetsInteractor: PetsBusinessLogic, PetsDataStore {
    var presenter: PetsPresentationLogic?
    private(set) var selectedPet: Pet?
    private var pets: [Pet] = []

    func loadPets() {
        pets = [
            Pet(name: "Biscuit", species: "Dog", birthYear: 2019, chipNumber: "981020000412233"),
            Pet(name: "Mochi", species: "Cat", birthYear: 2021, chipNumber: "981020000587710"),
            Pet(name: "Pip", species: "Rabbit", birthYear: 2023, chipNumber: "981020000903151")
        ]
        presenter?.presentPets(pets)
    }

    func selectPet(at index: Int) {
        selectedPet = pets[index]
    }
}
