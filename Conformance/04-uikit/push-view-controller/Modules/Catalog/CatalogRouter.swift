import UIKit

protocol CatalogRouterInput: AnyObject {
    func openPastry(_ pastry: Pastry)
}

final class CatalogRouter: CatalogRouterInput {
    weak var viewController: UIViewController?

    func openPastry(_ pastry: Pastry) {
        let pastryScreen = PastryBuilder.build(pastry: pastry)
        viewController?.navigationController?.pushViewController(pastryScreen, animated: true)
    }
}
