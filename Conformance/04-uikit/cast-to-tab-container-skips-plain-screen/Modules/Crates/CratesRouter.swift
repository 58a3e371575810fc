import UIKit

final class CratesRouter {

    weak var viewController: UIViewController?

    func openRestocks() {
        ShopNavigator.shared.showRestocks()
    }
}
