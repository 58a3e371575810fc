import UIKit

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
