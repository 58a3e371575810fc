import UIKit

final class HarbourViewController: UITabBarController, UITabBarControllerDelegate {

    var presenter: HarbourViewOutput!
    private var hasAppeared = false

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        tabBar.tintColor = .systemTeal
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasAppeared else { return }
        hasAppeared = true
        presenter.didShowTab(at: selectedIndex)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        presenter.didShowTab(at: selectedIndex)
    }
}
