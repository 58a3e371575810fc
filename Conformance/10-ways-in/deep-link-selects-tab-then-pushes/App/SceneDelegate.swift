//
//  SceneDelegate.swift
//  Gallery
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let tabBarController = UITabBarController()

    private enum Tab: Int {
        case exhibits = 0
        case tickets = 1
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let exhibits = UINavigationController(rootViewController: ExhibitsBuilder.build())
        exhibits.tabBarItem = UITabBarItem(title: "Exhibits", image: UIImage(systemName: "building.columns"), tag: Tab.exhibits.rawValue)
        let tickets = UINavigationController(rootViewController: TicketsBuilder.build())
        tickets.tabBarItem = UITabBarItem(title: "Tickets", image: UIImage(systemName: "ticket"), tag: Tab.tickets.rawValue)
        tabBarController.viewControllers = [exhibits, tickets]

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        self.window = window
    }

    // gallery://exhibit/<id>, gallery://tickets
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url, url.scheme == "gallery" else { return }
        switch url.host {
        case "exhibit":
            tabBarController.selectedIndex = Tab.exhibits.rawValue
            guard let exhibitsNavigation = tabBarController.selectedViewController as? UINavigationController else { return }
            exhibitsNavigation.popToRootViewController(animated: false)
            exhibitsNavigation.pushViewController(ExhibitDetailBuilder.build(exhibitId: url.lastPathComponent), animated: true)
        case "tickets":
            tabBarController.selectedIndex = Tab.tickets.rawValue
        default:
            break
        }
    }
}
