import UIKit

/// Shows the Spots, Forecast and Profile tabs.
final class MainTabsViewController: UITabBarController, MainTabsViewInput {
    var output: MainTabsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        output?.viewDidLoad()
    }

    func select(tab: Int) {
        selectedIndex = tab
    }
}
