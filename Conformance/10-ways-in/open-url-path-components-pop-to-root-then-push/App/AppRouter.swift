//
//  AppRouter.swift
//  Crema
//

import UIKit

/// Owns the app's one navigation stack. Links always start again from the bean list
/// so the back button leads somewhere sensible.
final class AppRouter {

    private var navigationController: UINavigationController?

    func install(in window: UIWindow) {
        let navigation = UINavigationController(rootViewController: BeansBuilder.build())
        window.rootViewController = navigation
        navigationController = navigation
    }

    func showOrder(number: Int) {
        navigationController?.popToRootViewController(animated: false)
        navigationController?.pushViewController(OrderStatusBuilder.build(orderNumber: number), animated: true)
    }

    func showBean(slug: String) {
        navigationController?.popToRootViewController(animated: false)
        navigationController?.pushViewController(BeanDetailBuilder.build(slug: slug), animated: true)
    }
}
