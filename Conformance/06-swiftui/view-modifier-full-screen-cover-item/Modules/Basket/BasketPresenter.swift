import Foundation

@MainActor
final class BasketPresenter: ObservableObject {
    @Published private(set) var items: [Produce] = []

    private let interactor: BasketInteractor

    init(interactor: BasketInteractor) {
        self.interactor = interactor
    }

    func load() {
        items = interactor.items()
    }

    var totalText: String {
        let total = items.reduce(Decimal(0)) { $0 + $1.unitPrice * Decimal($1.quantity) }
        return total.formatted(.currency(code: "GBP"))
    }

    func lineText(for item: Produce) -> String {
        "\(item.quantity) × \(item.unitPrice.formatted(.currency(code: "GBP")))"
    }
}
