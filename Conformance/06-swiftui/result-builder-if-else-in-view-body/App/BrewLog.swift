import Combine
import Foundation

struct Batch: Identifiable, Hashable {
    let id: UUID
    let name: String
    let style: String
    let brewedOn: Date
    var gravityReadings: [Double]
}

final class BrewPreferences: ObservableObject {
    static let shared = BrewPreferences()

    @Published var hasSeenWelcomeTour: Bool {
        didSet { UserDefaults.standard.set(hasSeenWelcomeTour, forKey: "hasSeenWelcomeTour") }
    }

    private init() {
        hasSeenWelcomeTour = UserDefaults.standard.bool(forKey: "hasSeenWelcomeTour")
    }
}

final class BrewLog {
    static let shared = BrewLog()

    func batches() async -> [Batch] {
        [
            Batch(id: UUID(), name: "Porch Pale", style: "American Pale Ale", brewedOn: .now.addingTimeInterval(-9 * 86_400), gravityReadings: [1.052, 1.031, 1.014]),
            Batch(id: UUID(), name: "Winter Warmer", style: "Old Ale", brewedOn: .now.addingTimeInterval(-30 * 86_400), gravityReadings: [1.068, 1.020])
        ]
    }

    func addReading(_ gravity: Double, to batchID: Batch.ID) async {}
}
