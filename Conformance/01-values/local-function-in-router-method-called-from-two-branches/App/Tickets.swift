import Foundation

struct Ticket: Equatable {
    let concert: String
    let venue: String
    let seat: String
    let priceCents: Int
}

struct Account {
    let email: String
    let tokenExpiry: Date

    var isExpired: Bool { tokenExpiry < Date() }
}

final class AccountSession {
    static let shared = AccountSession()

    private(set) var account: Account?

    func signIn(_ account: Account) {
        self.account = account
    }
}
