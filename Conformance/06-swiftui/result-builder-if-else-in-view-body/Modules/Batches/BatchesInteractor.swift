import Combine
import Foundation

final class BatchesInteractor {
    private let log: BrewLog
    private let preferences: BrewPreferences

    init(log: BrewLog, preferences: BrewPreferences) {
        self.log = log
        self.preferences = preferences
    }

    var hasSeenWelcomeTour: AnyPublisher<Bool, Never> {
        preferences.$hasSeenWelcomeTour.eraseToAnyPublisher()
    }

    func batches() async -> [Batch] {
        await log.batches().sorted { $0.brewedOn > $1.brewedOn }
    }
}
