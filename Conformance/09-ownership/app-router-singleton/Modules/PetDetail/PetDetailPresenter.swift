import Foundation

protocol PetDetailViewOutput: AnyObject {
    var name: String { get }
    var story: String { get }
    func didTapAdopt()
}

final class PetDetailPresenter: PetDetailViewOutput {

    private let pet: Pet
    private let router: PetDetailRouterInput

    init(pet: Pet, router: PetDetailRouterInput) {
        self.pet = pet
        self.router = router
    }

    var name: String {
        pet.name
    }

    var story: String {
        pet.story
    }

    func didTapAdopt() {
        router.openAdoptionForm(for: pet)
    }
}
