//
//  MainTabInterfaces.swift
//  MainTab
//
//  Created by Mina Cho on 2024/02/26.
//

import UIKit

public protocol MainTabBuilderInterface {
    func build() -> UIViewController
}

protocol MainTabViewInterface: AnyObject {
    func selectTab(at index: Int)
    func setBadge(_ value: String?, forTabAt index: Int)
}

protocol MainTabRouterInterface: AnyObject {
    func embedTabs(in tabBarController: UITabBarController)
}
