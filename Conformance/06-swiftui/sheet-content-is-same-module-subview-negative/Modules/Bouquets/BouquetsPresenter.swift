import Foundation

@MainActor
final class BouquetsPresenter: ObservableObject {
    @Published private(set) var allBouquets: [Bouquet] = []
    @Published var isFiltersPanelShown = false
    @Published var occasion: Occasion?
    @Published var maxPrice: Double = 80

    private let interactor: BouquetsInteractor

    init(interactor: BouquetsInteractor) {
        self.interactor = interactor
    }

    var bouquets: [Bouquet] {
        allBouquets.filter { bouquet in
            (occasion.map { bouquet.occasions.contains($0.rawValue) } ?? true)
                && bouquet.price <= Decimal(maxPrice)
        }
    }

    var hasActiveFilters: Bool {
        occasion != nil || maxPrice < 80
    }

    func load() async {
        allBouquets = await interactor.bouquets()
    }

    func didTapFilters() {
        isFiltersPanelShown = true
    }

    func didTapDoneFilters() {
        isFiltersPanelShown = false
    }

    func resetFilters() {
        occasion = nil
        maxPrice = 80
    }
}
