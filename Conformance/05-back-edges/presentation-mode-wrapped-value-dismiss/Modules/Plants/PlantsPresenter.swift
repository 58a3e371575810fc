import SwiftUI

final class PlantsPresenter: ObservableObject {
    @Published private(set) var plants: [Plant] = []

    private let interactor: PlantsInteractor
    private let router: PlantsRouter

    init(interactor: PlantsInteractor, router: PlantsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func onAppear() {
        plants = interactor.plants()
    }

    func subtitle(for plant: Plant) -> String {
        interactor.isThirsty(plant) ? "Needs water" : "Fine for now"
    }

    func wateringLog(for plant: Plant) -> some View {
        router.makeWateringLog(for: plant)
    }
}
