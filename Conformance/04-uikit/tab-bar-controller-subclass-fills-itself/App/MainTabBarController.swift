import UIKit

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = .systemPurple

        let episodes = makeTab(EpisodesBuilder.build(), title: "Episodes", systemImage: "list.bullet")
        let discover = makeTab(DiscoverBuilder.build(), title: "Discover", systemImage: "sparkles")
        let downloads = makeTab(DownloadsBuilder.build(), title: "Downloads", systemImage: "arrow.down.circle")
        viewControllers = [episodes, discover, downloads]
    }

    private func makeTab(_ root: UIViewController, title: String, systemImage: String) -> UIViewController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: systemImage), selectedImage: nil)
        root.title = title
        return navigation
    }
}
