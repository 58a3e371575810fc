import Foundation

final class CatalogInteractor: CatalogInteractorInputProtocol {
    weak var output: CatalogInteractorOutputProtocol?

    private let productService: ProductServiceProtocol
    private let cartService: CartServiceProtocol
    private var cartObserver: NSObjectProtocol?

    init(productService: ProductServiceProtocol, cartService: CartServiceProtocol) {
        self.productService = productService
        self.cartService = cartService
        cartObserver = NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.fetchCartCount()
        }
    }

    deinit {
        cartObserver.map(NotificationCenter.default.removeObserver)
    }

    func fetchProducts() {
        productService.fetchProducts { [weak self] result in
            switch result {
            case .success(let products): self?.output?.didFetch(products: products)
            case .failure(let error): self?.output?.didFail(with: error)
            }
        }
    }

    func fetchCartCount() {
        output?.didFetchCartCount(cartService.items.reduce(0) { $0 + $1.quantity })
    }
}
