import Foundation

struct Product {
    let name: String
    let price: Decimal
}

final class CatalogPresenter {

    private let router: CatalogRouter
    let products = [Product(name: "Cherry tomato", price: 2.40), Product(name: "Thai basil", price: 1.90)]

    init(router: CatalogRouter) {
        self.router = router
    }

    func didTapBuy(_ product: Product) {
        router.showCheckout(for: product)
    }
}
