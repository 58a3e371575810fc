import UIKit

protocol PantryRouterInput: AnyObject {
    func openEntry(_ entry: PantryEntry)
}

final class PantryRouter: PantryRouterInput {

    weak var viewController: UIViewController?

    func openEntry(_ entry: PantryEntry) {
        let item = PantryItemBuilder.build(entry: entry)
        viewController?.navigationController?.pushViewController(item, animated: true)
    }
}
