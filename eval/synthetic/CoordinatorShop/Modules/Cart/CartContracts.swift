import UIKit

protocol CartViewProtocol: AnyObject {
    func display(rows: [CartRowViewModel], total: String)
    func setCheckoutEnabled(_ enabled: Bool)
}

protocol CartPresenterProtocol: AnyObject {
    func viewWillAppear()
    func didSelectRow(at index: Int)
    func didChangeQuantity(_ quantity: Int, at index: Int)
    func didTapCheckout()
}

protocol CartInteractorInputProtocol: AnyObject {
    var items: [CartItem] { get }
    func loadCart()
    func updateQuantity(_ quantity: Int, productID: String)
}

protocol CartInteractorOutputProtocol: AnyObject {
    func didLoad(items: [CartItem])
}

protocol CartRouterProtocol: AnyObject {
    func openProduct(id: String)
    func proceedToCheckout(with items: [CartItem])
}

protocol CartCoordinating: AnyObject {
    func showProduct(id: String)
    func startCheckout(items: [CartItem])
}

struct CartRowViewModel {
    let title: String
    let quantity: Int
    let lineTotal: String
}
