import Foundation

final class PlantsInteractor {
    private let greenhouse: Greenhouse

    init(greenhouse: Greenhouse) {
        self.greenhouse = greenhouse
    }

    var plants: [Houseplant] { greenhouse.plants }

    func thirsty() -> [Houseplant] {
        plants.filter { Date().timeIntervalSince($0.lastWatered) >= Double($0.waterEveryDays) * 86_400 }
    }
}
