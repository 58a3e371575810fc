import Foundation

@MainActor
final class PlantsPresenter: ObservableObject {
    @Published private(set) var plants: [Houseplant] = []

    private let interactor: PlantsInteractor

    init(interactor: PlantsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        plants = await interactor.plants()
    }

    func status(of plant: Houseplant) -> String {
        let days = interactor.daysLeft(plant)
        switch days {
        case ..<0: return "Overdue by \(-days) d"
        case 0: return "Water today"
        default: return "In \(days) d"
        }
    }
}
