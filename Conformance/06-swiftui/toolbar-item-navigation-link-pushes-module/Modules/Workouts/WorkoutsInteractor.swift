import Foundation

final class WorkoutsInteractor {
    private let log: TrainingLog

    init(log: TrainingLog) {
        self.log = log
    }

    func fetchSessions() async -> [WorkoutSession] {
        await log.recentSessions().sorted { $0.date > $1.date }
    }
}
