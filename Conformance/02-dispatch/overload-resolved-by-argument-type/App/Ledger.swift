import Foundation

struct Receipt: Equatable {
    let imageName: String
    let merchant: String
}

struct Expense: Equatable {
    let id: Int
    let title: String
    let amountCents: Int
    let receipt: Receipt?
}

enum LedgerError: LocalizedError {
    case offline
    case uploadRejected

    var errorDescription: String? {
        switch self {
        case .offline: return "You're offline. Expenses will sync when you're back."
        case .uploadRejected: return "The receipt photo is too large to upload."
        }
    }
}

final class Ledger {

    private(set) var expenses: [Expense] = [
        Expense(id: 1, title: "Train to Leeds", amountCents: 4_350, receipt: Receipt(imageName: "rcpt-001", merchant: "LNER")),
        Expense(id: 2, title: "Client lunch", amountCents: 6_820, receipt: nil),
        Expense(id: 3, title: "Taxi from station", amountCents: 1_400, receipt: Receipt(imageName: "rcpt-003", merchant: "Amber Cars"))
    ]

    func sync() async throws {
        try await Task.sleep(nanoseconds: 300_000_000)
        if Bool.random() {
            throw LedgerError.offline
        }
    }

    func uploadReceipt(for expense: Expense) async throws {
        try await Task.sleep(nanoseconds: 300_000_000)
        if expense.amountCents > 5_000 {
            throw LedgerError.uploadRejected
        }
    }
}
