//
//  SettingsBuilder.swift
//  Settings
//
//  Created by Sora Kim on 2024/03/11.
//

import UIKit

/// Builds the Settings tab inside its own navigation controller.
public final class SettingsBuilder {

    public init() {}

    public func build() -> UIViewController {
        let router = SettingsRouter()
        let interactor = SettingsInteractor()
        let presenter = SettingsPresenter(interactor: interactor, router: router)
        let viewController = SettingsViewController(presenter: presenter)

        interactor.output = presenter
        presenter.view = viewController
        router.viewController = viewController

        let navigationController = UINavigationController(rootViewController: viewController)
        navigationController.tabBarItem = UITabBarItem(title: "Settings",
                                                       image: UIImage(systemName: "gearshape"),
                                                       tag: 2)
        return navigationController
    }
}
