//
//  MainTabBuilder.swift
//  MainTab
//
//  Created by Mina Cho on 2024/02/26.
//

import UIKit

/// Builds the tab bar controller that is the app's root screen.
public final class MainTabBuilder: MainTabBuilderInterface {

    public init() {}

    public func build() -> UIViewController {
        let router = MainTabRouter()
        let tabBarController = MainTabViewController()
        router.embedTabs(in: tabBarController)
        return tabBarController
    }
}
