import Foundation

final class ExpensesInteractor {
    private let book: ExpenseBook

    init(book: ExpenseBook) {
        self.book = book
    }

    func expenses() -> [Expense] {
        book.expenses
    }

    func monthTotal() -> Decimal {
        book.expenses.reduce(0) { $0 + $1.amount }
    }
}
