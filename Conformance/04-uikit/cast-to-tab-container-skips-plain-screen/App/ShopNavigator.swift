import UIKit

final class ShopNavigator {

    static let shared = ShopNavigator()

    weak var window: UIWindow?

    private init() {}

    func showRestocks() {
        guard let window else { return }
        if let tabs = window.rootViewController as? UITabBarController {
            tabs.selectedIndex = 0
            (tabs.viewControllers?.first as? UINavigationController)?.pushViewController(RestocksBuilder.build(), animated: true)
        }
    }
}
