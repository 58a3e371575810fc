import Combine
import Foundation

final class ParcelsInteractor {
    private let accounts: CarrierAccounts

    init(accounts: CarrierAccounts) {
        self.accounts = accounts
    }

    var linkedCarriers: AnyPublisher<[Carrier], Never> {
        accounts.$linked.eraseToAnyPublisher()
    }

    func parcels() async throws -> [Parcel] {
        try await accounts.parcels()
    }
}
