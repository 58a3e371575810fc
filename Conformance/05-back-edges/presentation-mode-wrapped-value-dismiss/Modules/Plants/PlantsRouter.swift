import SwiftUI

final class PlantsRouter {
    private let store: PlantStore

    init(store: PlantStore) {
        self.store = store
    }

    func makeWateringLog(for plant: Plant) -> some View {
        WateringLogBuilder.build(plant: plant, store: store)
    }
}
