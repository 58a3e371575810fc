import Foundation

final class RunsInteractor {
    private let log: RunLog

    init(log: RunLog) {
        self.log = log
    }

    func recentRuns() async -> [Run] {
        await log.runs().sorted { $0.date > $1.date }
    }
}
