import Foundation

final class ProductDetailInteractor: ProductDetailInteractorInputProtocol {
    weak var output: ProductDetailInteractorOutputProtocol?

    private let productID: String
    private let productService: ProductServiceProtocol
    private let cartService: CartServiceProtocol
    private var product: Product?

    init(productID: String, productService: ProductServiceProtocol, cartService: CartServiceProtocol) {
        self.productID = productID
        self.productService = productService
        self.cartService = cartService
    }

    func loadProduct() {
        productService.fetchProduct(id: productID) { [weak self] result in
            switch result {
            case .success(let product):
                self?.product = product
                self?.output?.didLoad(product: product)
            case .failure(let error):
                self?.output?.didFail(with: error)
            }
        }
    }

    func addToCart() {
        guard let product = product else { return }
        cartService.add(product)
        output?.didAddToCart()
    }
}
