import Foundation

protocol PetsRouterInput: AnyObject {
    func openDetail(for pet: Pet)
}

final class PetsRouter: PetsRouterInput {

    func openDetail(for pet: Pet) {
        AppRouter.shared.showPetDetail(pet)
    }
}
