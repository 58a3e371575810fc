import Foundation

@MainActor
final class CatalogPresenter: ObservableObject {
    @Published private(set) var products: [Product] = []

    private let interactor: CatalogInteractor

    init(interactor: CatalogInteractor) {
        self.interactor = interactor
    }

    func load() async {
        products = await interactor.products()
    }

    func priceText(of product: Product) -> String {
        product.price.formatted(.currency(code: "EUR"))
    }
}
