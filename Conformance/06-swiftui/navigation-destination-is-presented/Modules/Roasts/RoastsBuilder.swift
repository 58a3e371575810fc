import SwiftUI

enum RoastsBuilder {
    static func build(pantry: BeanPantry) -> some View {
        let interactor = RoastsInteractor(pantry: pantry)
        let presenter = RoastsPresenter(interactor: interactor)
        return RoastsView(presenter: presenter)
    }
}
