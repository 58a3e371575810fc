import Foundation

final class CartInteractor: CartInteractorInputProtocol {
    weak var output: CartInteractorOutputProtocol?
    private let cartService: CartServiceProtocol

    init(cartService: CartServiceProtocol) {
        self.cartService = cartService
    }

    var items: [CartItem] { cartService.items }

    func loadCart() {
        output?.didLoad(items: cartService.items)
    }

    func updateQuantity(_ quantity: Int, productID: String) {
        cartService.setQuantity(quantity, for: productID)
        output?.didLoad(items: cartService.items)
    }
}
