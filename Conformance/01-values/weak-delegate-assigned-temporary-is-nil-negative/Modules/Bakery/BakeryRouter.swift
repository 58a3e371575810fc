import UIKit

protocol BakeryRouterInput: AnyObject {
    func openOrder(for cake: Cake)
}

final class BakeryRouter: BakeryRouterInput {

    weak var viewController: UIViewController?

    func openOrder(for cake: Cake) {
        guard let navigationController = viewController?.navigationController else { return }
        let handler = OrderCompletionHandler(navigationController: navigationController)
        let order = OrderBuilder.build(cake: cake, output: handler)
        navigationController.pushViewController(order, animated: true)
    }
}
