import Foundation

protocol AdoptionFormRouterInput: AnyObject {
    func close()
}

final class AdoptionFormRouter: AdoptionFormRouterInput {

    func close() {
        AppRouter.shared.closeAdoptionForm()
    }
}
