import Foundation

final class PlantsInteractor {
    private let greenhouse: Greenhouse

    init(greenhouse: Greenhouse) {
        self.greenhouse = greenhouse
    }

    func plants() async -> [Houseplant] {
        await greenhouse.allPlants().sorted { daysLeft($0) < daysLeft($1) }
    }

    func daysLeft(_ plant: Houseplant) -> Int {
        let elapsed = Int(Date().timeIntervalSince(plant.lastWatered) / 86_400)
        return plant.waterEveryDays - elapsed
    }
}
