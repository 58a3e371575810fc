import Foundation

@MainActor
final class RatesPresenter: ObservableObject {
    @Published private(set) var rates: [ExchangeRate] = []
    @Published private(set) var updatedAt: Date?

    private let interactor: RatesInteractor

    init(interactor: RatesInteractor) {
        self.interactor = interactor
    }

    func load() async {
        rates = await interactor.latest()
        updatedAt = Date()
    }

    func sceneBecameActive() async {
        rates = await interactor.forceRefresh()
        updatedAt = Date()
    }

    func formatted(_ rate: ExchangeRate) -> String {
        rate.perEuro.formatted(.number.precision(.fractionLength(3)))
    }
}
