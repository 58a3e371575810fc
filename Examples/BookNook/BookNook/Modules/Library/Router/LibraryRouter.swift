import UIKit

/// Builds the tab bar that holds the shelf and search tabs.
/// It reopens the tab that was selected last time.
final class LibraryRouter: LibraryWireframe {

    private static let accent = UIColor(red: 0.55, green: 0.33, blue: 0.17, alpha: 1)
    private static let selectedTabKey = "BookNook.selectedTab"

    static func assembleModule() -> UIViewController {
        let tabs = UITabBarController()
        tabs.viewControllers = [ShelfRouter.assembleModule(), SearchRouter.assembleModule()]
        tabs.tabBar.tintColor = accent
        tabs.selectedIndex = restoredTabIndex(count: tabs.viewControllers?.count ?? 0)
        return tabs
    }

    private static func restoredTabIndex(count: Int) -> Int {
        let stored = UserDefaults.standard.integer(forKey: selectedTabKey)
        return (0..<count).contains(stored) ? stored : 0
    }
}
