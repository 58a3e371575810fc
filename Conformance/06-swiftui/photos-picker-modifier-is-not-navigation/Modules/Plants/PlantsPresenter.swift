import Foundation

@MainActor
final class PlantsPresenter: ObservableObject {
    @Published private(set) var plants: [Plant] = []

    private let interactor: PlantsInteractor

    init(interactor: PlantsInteractor) {
        self.interactor = interactor
    }

    func load() {
        plants = interactor.plantsByThirst()
    }
}
