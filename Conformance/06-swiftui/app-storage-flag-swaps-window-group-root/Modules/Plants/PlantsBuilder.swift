import SwiftUI

enum PlantsBuilder {
    static func build(greenhouse: Greenhouse) -> some View {
        let interactor = PlantsInteractor(greenhouse: greenhouse)
        let presenter = PlantsPresenter(interactor: interactor)
        return PlantsView(presenter: presenter, greenhouse: greenhouse)
    }
}
