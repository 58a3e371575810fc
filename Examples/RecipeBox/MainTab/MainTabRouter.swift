//
//  MainTabRouter.swift
//  MainTab
//
//  Created by Mina Cho on 2024/02/26.
//

import UIKit
import Feed
import Favorites
import Settings

/// Puts the Feed, Favorites and Settings tabs into the tab bar controller.
final class MainTabRouter: MainTabRouterInterface {

    private weak var tabBarController: UITabBarController?

    func embedTabs(in tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        tabBarController.viewControllers = [FeedBuilder().build(), FavoritesBuilder().build(), SettingsBuilder().build()]
    }
}
