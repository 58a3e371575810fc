//
//  MainTabViewController.swift
//  MainTab
//
//  Created by Mina Cho on 2024/02/26.
//

import UIKit

/// Shows the app's tabs, reopens the tab that was selected last and clears a tab's badge when it is chosen.
final class MainTabViewController: UITabBarController {

    private let lastTabKey = "recipebox.lastSelectedTab"

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        tabBar.isTranslucent = true
        selectTab(at: UserDefaults.standard.integer(forKey: lastTabKey))
    }
}

extension MainTabViewController: MainTabViewInterface {

    func selectTab(at index: Int) {
        guard let tabs = viewControllers, tabs.indices.contains(index) else { return }
        selectedIndex = index
    }

    func setBadge(_ value: String?, forTabAt index: Int) {
        guard let tabs = viewControllers, tabs.indices.contains(index) else { return }
        tabs[index].tabBarItem.badgeValue = value
    }
}

extension MainTabViewController: UITabBarControllerDelegate {

    func tabBarController(_ tabBarController: UITabBarController,
                          didSelect viewController: UIViewController) {
        UserDefaults.standard.set(selectedIndex, forKey: lastTabKey)
        viewController.tabBarItem.badgeValue = nil
    }
}
