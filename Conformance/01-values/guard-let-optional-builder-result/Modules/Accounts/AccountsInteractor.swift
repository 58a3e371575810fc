import Foundation

struct Account {
    let iban: String
    let name: String
    let balance: String
    let lastStatementMonth: String?
}

final class AccountsInteractor {
    func accounts() -> [Account] {
        [
            Account(iban: "DE89370400440532013000", name: "Everyday", balance: "€1,204.10", lastStatementMonth: "2024-05"),
            Account(iban: "DE02120300000000202051", name: "Savings", balance: "€9,870.00", lastStatementMonth: nil)
        ]
    }
}
