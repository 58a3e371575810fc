import Foundation

struct Expense: Identifiable, Hashable {
    let id: UUID
    let merchant: String
    let amount: Decimal
    let category: String
    let date: Date
}

final class ExpenseBook {
    private(set) var expenses: [Expense] = [
        Expense(id: UUID(), merchant: "Corner deli", amount: 8.40, category: "Food", date: .now),
        Expense(id: UUID(), merchant: "City rail", amount: 3.10, category: "Transport", date: .now.addingTimeInterval(-86_400))
    ]

    func add(merchant: String, amount: Decimal, category: String) {
        expenses.insert(Expense(id: UUID(), merchant: merchant, amount: amount, category: category, date: .now), at: 0)
    }

    func readTotal(fromReceiptNamed name: String) async -> Decimal? {
        23.75
    }
}
