import UIKit

enum QuickAction: String, Identifiable {
    case newExpense = "com.example.tally.new-expense"
    case scanReceipt = "com.example.tally.scan-receipt"

    var id: String { rawValue }
}

@MainActor
final class QuickActionCenter: ObservableObject {
    static let shared = QuickActionCenter()

    /// The quick action the window should show next; the app's sheet is bound to it.
    @Published var pending: QuickAction?

    @discardableResult
    func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let action = QuickAction(rawValue: shortcutItem.type) else { return false }
        pending = action
        return true
    }
}
