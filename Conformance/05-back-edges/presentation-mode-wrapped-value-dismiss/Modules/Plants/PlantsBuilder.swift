import SwiftUI

enum PlantsBuilder {
    static func build(store: PlantStore) -> some View {
        let interactor = PlantsInteractor(store: store)
        let router = PlantsRouter(store: store)
        let presenter = PlantsPresenter(interactor: interactor, router: router)
        return PlantsView(presenter: presenter)
    }
}
