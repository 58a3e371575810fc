import UIKit

/// Builds the tab bar with one navigation stack per tab.
enum MainTabsBuilder {
    static func build() -> UIViewController {
        let tabs = MainTabsViewController()
        let presenter = MainTabsPresenter(view: tabs)
        tabs.output = presenter
        tabs.viewControllers = Tab.allCases.map(makeScreen(for:))
        return tabs
    }

    /// One tab's screen, in a navigation controller of its own.
    static func makeScreen(for tab: Tab) -> UIViewController {
        let screen: UIViewController
        switch tab {
        case .spots:
            screen = SpotsBuilder.build()
        case .forecast:
            screen = ForecastBuilder.build()
        case .profile:
            screen = ProfileBuilder.build()
        }
        screen.tabBarItem = UITabBarItem(title: tab.title, image: nil, tag: 0)
        return UINavigationController(rootViewController: screen)
    }
}
