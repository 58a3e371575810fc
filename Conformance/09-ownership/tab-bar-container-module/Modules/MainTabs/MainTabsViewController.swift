import UIKit

protocol MainTabsViewInput: AnyObject {
    func showBadge(_ value: String?, onTabAt index: Int)
}

final class MainTabsViewController: UITabBarController, MainTabsViewInput {

    var presenter: MainTabsViewOutput!

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = .systemGreen
        presenter.viewDidLoad()
    }

    func showBadge(_ value: String?, onTabAt index: Int) {
        viewControllers?[index].tabBarItem.badgeValue = value
    }
}
