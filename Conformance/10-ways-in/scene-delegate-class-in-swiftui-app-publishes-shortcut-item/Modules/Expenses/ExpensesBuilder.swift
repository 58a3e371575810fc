import SwiftUI

enum ExpensesBuilder {
    @MainActor
    static func build(book: ExpenseBook) -> some View {
        let interactor = ExpensesInteractor(book: book)
        let presenter = ExpensesPresenter(interactor: interactor)
        return ExpensesView(presenter: presenter, book: book)
    }
}
