import UIKit

final class CartNavigator {
    static let shared = CartNavigator()

    private init() {}

    func showCart(from source: UIViewController?) {
        let cart = CartBuilder.build()
        source?.navigationController?.pushViewController(cart, animated: true)
    }
}
