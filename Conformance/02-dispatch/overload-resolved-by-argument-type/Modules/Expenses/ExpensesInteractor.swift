import Foundation

protocol ExpensesInteractorInput: AnyObject {
    var expenses: [Expense] { get }
    func sync() async throws
}

final class ExpensesInteractor: ExpensesInteractorInput {

    private let ledger: Ledger

    init(ledger: Ledger) {
        self.ledger = ledger
    }

    var expenses: [Expense] {
        ledger.expenses.sorted { $0.id > $1.id }
    }

    func sync() async throws {
        try await ledger.sync()
    }
}
