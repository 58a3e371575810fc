import Foundation

protocol PetsPresentationLogic: AnyObject {
    func presentPets(_ pets: [Pet])
}

final class PetsPresenter: PetsPresentationLogic {
    weak var viewController: PetsDisplayLogic?

    func presentPets(_ pets: [Pet]) {
        let year = Calendar.current.component(.year, from: Date())
        viewController?.displayPets(rows: pets.map { "\($0.name), \($0.species.lowercased()), \(year - $0.birthYear) y" })
    }
}
