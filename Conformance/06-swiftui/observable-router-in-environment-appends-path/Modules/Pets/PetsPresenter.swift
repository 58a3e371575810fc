import Foundation
import Observation

@MainActor
@Observable
final class PetsPresenter {
    private(set) var pets: [Pet] = []

    @ObservationIgnored private let interactor: PetsInteractor

    init(interactor: PetsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        pets = await interactor.pets()
    }

    func subtitle(of pet: Pet) -> String {
        let age = Calendar.current.component(.year, from: .now) - pet.birthYear
        return "\(pet.species), \(age) y"
    }
}
