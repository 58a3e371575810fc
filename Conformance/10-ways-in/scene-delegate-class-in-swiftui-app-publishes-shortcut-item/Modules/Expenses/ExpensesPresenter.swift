import Foundation

@MainActor
final class ExpensesPresenter: ObservableObject {
    @Published private(set) var expenses: [Expense] = []
    @Published private(set) var total: Decimal = 0
    @Published var isAddingExpense = false

    private let interactor: ExpensesInteractor

    init(interactor: ExpensesInteractor) {
        self.interactor = interactor
    }

    func load() {
        expenses = interactor.expenses()
        total = interactor.monthTotal()
    }

    func didTapAdd() {
        isAddingExpense = true
    }
}
