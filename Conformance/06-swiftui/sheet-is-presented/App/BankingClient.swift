import Foundation

struct Account: Identifiable, Hashable {
    let id: String
    let name: String
    var balance: Decimal
}

final class BankingClient {
    static let shared = BankingClient()

    func accounts() async throws -> [Account] {
        [
            Account(id: "CHK-001", name: "Everyday", balance: 1_240.55),
            Account(id: "SAV-002", name: "Savings", balance: 8_900)
        ]
    }

    func transfer(amount: Decimal, from source: Account.ID, to target: Account.ID) async throws {}
}
