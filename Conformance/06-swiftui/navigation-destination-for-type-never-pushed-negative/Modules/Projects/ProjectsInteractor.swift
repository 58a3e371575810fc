import Foundation

final class ProjectsInteractor {
    private let ledger: TimeLedger

    init(ledger: TimeLedger) {
        self.ledger = ledger
    }

    func projects() async -> [Project] {
        await ledger.projects().sorted { $0.client < $1.client }
    }
}
