import Foundation

final class CheckoutInteractor: CheckoutInteractorInputProtocol {
    weak var output: CheckoutInteractorOutputProtocol?

    let items: [CartItem]
    private let orderService: OrderServiceProtocol
    private let cartService: CartServiceProtocol

    init(items: [CartItem], orderService: OrderServiceProtocol, cartService: CartServiceProtocol) {
        self.items = items
        self.orderService = orderService
        self.cartService = cartService
    }

    func placeOrder(cardNumber: String) {
        let token = "tok_" + String(cardNumber.suffix(4))
        orderService.placeOrder(items: items, paymentToken: token) { [weak self] result in
            switch result {
            case .success(let order):
                self?.cartService.clear()
                self?.output?.didPlace(order: order)
            case .failure(let error):
                self?.output?.didFailToPlaceOrder(error)
            }
        }
    }
}
