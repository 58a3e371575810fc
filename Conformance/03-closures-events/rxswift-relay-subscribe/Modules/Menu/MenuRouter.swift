import UIKit

protocol MenuRouterInput: AnyObject {
    func openDish(_ dish: Dish)
    func openOrderSummary(_ order: Order)
}

final class MenuRouter: MenuRouterInput {

    weak var viewController: UIViewController?

    func openDish(_ dish: Dish) {
        let detail = DishBuilder.build(dish: dish)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func openOrderSummary(_ order: Order) {
        let summary = OrderSummaryBuilder.build(order: order)
        viewController?.present(UINavigationController(rootViewController: summary), animated: true)
    }
}
