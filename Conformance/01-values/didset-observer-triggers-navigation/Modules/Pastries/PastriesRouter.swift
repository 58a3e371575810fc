import UIKit

protocol PastriesRouterInput: AnyObject {
    func showPastry(_ pastry: Pastry)
    func showBasket()
}

final class PastriesRouter: PastriesRouterInput {
    weak var viewController: UIViewController?

    func showPastry(_ pastry: Pastry) {
        let detail = PastryDetailBuilder.build(pastry: pastry)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func showBasket() {
        let basket = BasketBuilder.build()
        viewController?.present(basket, animated: true)
    }
}
