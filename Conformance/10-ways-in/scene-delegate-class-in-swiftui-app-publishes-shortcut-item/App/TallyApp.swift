import SwiftUI

@main
struct TallyApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @ObservedObject private var quickActions = QuickActionCenter.shared
    private let book = ExpenseBook()

    var body: some Scene {
        WindowGroup {
            ExpensesBuilder.build(book: book)
                .sheet(item: $quickActions.pending) { action in
                    switch action {
                    case .newExpense:
                        NewExpenseBuilder.build(book: book)
                    case .scanReceipt:
                        ReceiptScanBuilder.build(book: book)
                    }
                }
        }
    }
}
