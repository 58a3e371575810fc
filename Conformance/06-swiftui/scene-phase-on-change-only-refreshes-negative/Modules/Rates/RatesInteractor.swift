import Foundation

final class RatesInteractor {
    private let rates: RatesService

    init(rates: RatesService) {
        self.rates = rates
    }

    func latest() async -> [ExchangeRate] {
        await rates.latest()
    }

    func forceRefresh() async -> [ExchangeRate] {
        await rates.refreshIfStale()
        return await rates.latest()
    }
}
