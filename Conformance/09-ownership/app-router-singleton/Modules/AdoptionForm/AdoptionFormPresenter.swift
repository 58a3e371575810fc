import Foundation

protocol AdoptionFormViewOutput: AnyObject {
    var title: String { get }
    func didTapSend(name: String, phone: String)
}

final class AdoptionFormPresenter: AdoptionFormViewOutput {

    private let pet: Pet
    private let interactor: AdoptionFormInteractorInput
    private let router: AdoptionFormRouterInput

    init(pet: Pet, interactor: AdoptionFormInteractorInput, router: AdoptionFormRouterInput) {
        self.pet = pet
        self.interactor = interactor
        self.router = router
    }

    var title: String {
        "Adopt \(pet.name)"
    }

    func didTapSend(name: String, phone: String) {
        interactor.submitApplication(petID: pet.id, name: name, phone: phone)
        router.close()
    }
}
