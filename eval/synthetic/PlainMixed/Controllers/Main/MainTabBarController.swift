import UIKit

final class MainTabBarController: UITabBarController {

    private var profileCoordinator: ProfileCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = makeTabs()
    }

    private func makeTabs() -> [UIViewController] {
        let feed = UINavigationController(rootViewController: HomeFeedViewController())
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)

        let discover = UINavigationController(rootViewController: DiscoverRouter.createModule())
        discover.tabBarItem = UITabBarItem(title: "Discover", image: UIImage(systemName: "sparkle.magnifyingglass"), tag: 1)

        let inbox = UINavigationController(rootViewController: InboxRouter.createModule())
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 2)

        let profileNavigation = UINavigationController()
        profileNavigation.tabBarItem = UITabBarItem(title: "Me", image: UIImage(systemName: "person.crop.circle"), tag: 3)
        let coordinator = ProfileCoordinator(navigationController: profileNavigation, userID: nil)
        coordinator.start()
        profileCoordinator = coordinator

        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 4)

        return [feed, discover, inbox, profileNavigation, settings]
    }
}
