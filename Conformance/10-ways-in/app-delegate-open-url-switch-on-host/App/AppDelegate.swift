//
//  AppDelegate.swift
//  Crumb
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    private var navigationController: UINavigationController? {
        window?.rootViewController as? UINavigationController
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: CakeListBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    // crumb://cake/<id>, crumb://orders
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.scheme == "crumb" else { return false }
        switch url.host {
        case "cake":
            let cakeId = url.lastPathComponent
            guard !cakeId.isEmpty, cakeId != "/" else { return false }
            navigationController?.pushViewController(CakeDetailBuilder.build(cakeId: cakeId), animated: true)
            return true
        case "orders":
            navigationController?.pushViewController(OrdersBuilder.build(), animated: true)
            return true
        default:
            return false
        }
    }
}
