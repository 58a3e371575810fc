import SwiftUI

struct ExpensesView: View {
    @ObservedObject var presenter: ExpensesPresenter
    let book: ExpenseBook

    var body: some View {
        NavigationStack {
            List {
                Section {
                    LabeledContent("This month") {
                        Text(presenter.total, format: .currency(code: "USD"))
                    }
                }
                ForEach(presenter.expenses) { expense in
                    LabeledContent("\(expense.merchant) · \(expense.category)") {
                        Text(expense.amount, format: .currency(code: "USD"))
                    }
                }
            }
            .navigationTitle("Expenses")
            .toolbar {
                Button("Add", systemImage: "plus") { presenter.didTapAdd() }
            }
            .sheet(isPresented: $presenter.isAddingExpense, onDismiss: presenter.load) {
                NewExpenseBuilder.build(book: book)
            }
            .onAppear(perform: presenter.load)
        }
    }
}
