import Foundation

protocol PetDetailRouterInput: AnyObject {
    func openAdoptionForm(for pet: Pet)
}

final class PetDetailRouter: PetDetailRouterInput {

    func openAdoptionForm(for pet: Pet) {
        AppRouter.shared.showAdoptionForm(for: pet)
    }
}
