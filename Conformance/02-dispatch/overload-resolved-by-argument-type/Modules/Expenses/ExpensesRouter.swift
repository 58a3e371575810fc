import UIKit

protocol ExpensesRouterInput: AnyObject {
    func openExpense(_ expense: Expense)
    func showSyncFailure(_ failure: Error)
}

final class ExpensesRouter: ExpensesRouterInput {

    weak var viewController: UIViewController?
    private let ledger: Ledger

    init(ledger: Ledger) {
        self.ledger = ledger
    }

    func openExpense(_ expense: Expense) {
        let detail = ExpenseDetailBuilder.build(expense: expense, ledger: ledger)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func showSyncFailure(_ failure: Error) {
        viewController?.display(failure)
    }
}
