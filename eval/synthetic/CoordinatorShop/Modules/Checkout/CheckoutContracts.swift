import UIKit

protocol CheckoutViewProtocol: AnyObject {
    func display(summary: String, total: String)
    func setPlacingOrder(_ placing: Bool)
    func showError(_ message: String)
}

protocol CheckoutPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapPlaceOrder(cardNumber: String)
    func didTapCancel()
}

protocol CheckoutInteractorInputProtocol: AnyObject {
    var items: [CartItem] { get }
    func placeOrder(cardNumber: String)
}

protocol CheckoutInteractorOutputProtocol: AnyObject {
    func didPlace(order: Order)
    func didFailToPlaceOrder(_ error: Error)
}

protocol CheckoutRouterProtocol: AnyObject {
    func showSuccess(for order: Order)
    func cancel()
}

protocol CheckoutCoordinating: AnyObject {
    func showOrderSuccess(order: Order)
    func cancelCheckout()
}
