import UIKit

final class CatalogRouter {

    weak var viewController: UIViewController?

    func showCheckout(for product: Product) {
        let checkout = CheckoutBuilder.build(product: product)
        viewController?.navigationController?.pushViewController(checkout, animated: true)
    }
}
