import UIKit

/// Shows the receipt on top of the order form once the order module reports a placed order.
final class OrderCompletionHandler: OrderModuleOutput {

    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func orderDidPlace(_ order: CakeOrder) {
        let receipt = OrderReceiptBuilder.build(order: order)
        navigationController?.pushViewController(receipt, animated: true)
    }
}
