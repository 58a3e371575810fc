import Foundation

struct ExchangeRate: Identifiable, Hashable {
    var id: String { code }
    let code: String
    let name: String
    let perEuro: Double
}

final class RatesService {
    private var cache: [ExchangeRate] = []
    private var fetchedAt: Date?

    func latest() async -> [ExchangeRate] {
        if cache.isEmpty {
            await refreshIfStale()
        }
        return cache
    }

    func refreshIfStale() async {
        if let fetchedAt, Date().timeIntervalSince(fetchedAt) < 15 * 60 { return }
        cache = [
            ExchangeRate(code: "USD", name: "US dollar", perEuro: 1.084),
            ExchangeRate(code: "GBP", name: "Pound sterling", perEuro: 0.857),
            ExchangeRate(code: "JPY", name: "Japanese yen", perEuro: 162.9),
            ExchangeRate(code: "CHF", name: "Swiss franc", perEuro: 0.962)
        ]
        fetchedAt = Date()
    }

    func persistCache() {
        UserDefaults.standard.set(fetchedAt, forKey: "rates.fetchedAt")
    }
}
