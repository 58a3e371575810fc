import UIKit

final class ShopRouter {
    weak var viewController: UIViewController?

    func restore(categoryID: String, productSKU: String) {
        let screens = [
            CategoryBuilder.build(categoryID: categoryID),
            ProductBuilder.build(sku: productSKU)
        ]
        screens.forEach { screen in
            viewController?.navigationController?.pushViewController(screen, animated: false)
        }
    }
}
