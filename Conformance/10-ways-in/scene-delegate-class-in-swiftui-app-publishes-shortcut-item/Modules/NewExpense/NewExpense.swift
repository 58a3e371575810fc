import SwiftUI

// MARK: - Builder

enum NewExpenseBuilder {
    @MainActor
    static func build(book: ExpenseBook) -> some View {
        NewExpenseView(presenter: NewExpensePresenter(interactor: NewExpenseInteractor(book: book)))
    }
}

// MARK: - View

struct NewExpenseView: View {
    @ObservedObject var presenter: NewExpensePresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                TextField("Merchant", text: $presenter.merchant)
                TextField("Amount", value: $presenter.amount, format: .number)
                    .keyboardType(.decimalPad)
                Picker("Category", selection: $presenter.category) {
                    ForEach(presenter.categories, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("New expense")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        presenter.didTapSave()
                        dismiss()
                    }
                    .disabled(!presenter.canSave)
                }
            }
        }
    }
}

// MARK: - Presenter

@MainActor
final class NewExpensePresenter: ObservableObject {
    @Published var merchant = ""
    @Published var amount: Decimal = 0
    @Published var category = "Food"
    let categories = ["Food", "Transport", "Home", "Fun"]

    private let interactor: NewExpenseInteractor

    init(interactor: NewExpenseInteractor) {
        self.interactor = interactor
    }

    var canSave: Bool {
        !merchant.isEmpty && amount > 0
    }

    func didTapSave() {
        interactor.save(merchant: merchant, amount: amount, category: category)
    }
}

// MARK: - Interactor

final class NewExpenseInteractor {
    private let book: ExpenseBook

    init(book: ExpenseBook) {
        self.book = book
    }

    func save(merchant: String, amount: Decimal, category: String) {
        book.add(merchant: merchant.trimmingCharacters(in: .whitespaces), amount: amount, category: category)
    }
}
