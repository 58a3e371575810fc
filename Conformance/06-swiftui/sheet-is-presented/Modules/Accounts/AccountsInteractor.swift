import Foundation

final class AccountsInteractor {
    private let client: BankingClient

    init(client: BankingClient) {
        self.client = client
    }

    func fetchAccounts() async -> [Account] {
        (try? await client.accounts()) ?? []
    }
}
