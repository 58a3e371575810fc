import Foundation

final class PlantsInteractor {
    private let greenhouse: GreenhouseStore

    init(greenhouse: GreenhouseStore) {
        self.greenhouse = greenhouse
    }

    func plantsByThirst() -> [Plant] {
        greenhouse.plants.sorted { $0.wateringEveryDays < $1.wateringEveryDays }
    }
}
