import Foundation

protocol CartServiceProtocol: AnyObject {
    var items: [CartItem] { get }
    func add(_ product: Product)
    func setQuantity(_ quantity: Int, for productID: String)
    func clear()
}

extension Notification.Name {
    static let cartDidChange = Notification.Name("CartServiceDidChange")
}

final class CartService: CartServiceProtocol {
    private(set) var items: [CartItem] = [] {
        didSet { NotificationCenter.default.post(name: .cartDidChange, object: self) }
    }

    func add(_ product: Product) {
        if let index = items.firstIndex(where: { $0.product.id == product.id }) {
            items[index].quantity += 1
        } else {
            items.append(CartItem(product: product, quantity: 1))
        }
    }

    func setQuantity(_ quantity: Int, for productID: String) {
        guard let index = items.firstIndex(where: { $0.product.id == productID }) else { return }
        if quantity <= 0 {
            items.remove(at: index)
        } else {
            items[index].quantity = quantity
        }
    }

    func clear() {
        items.removeAll()
    }
}
