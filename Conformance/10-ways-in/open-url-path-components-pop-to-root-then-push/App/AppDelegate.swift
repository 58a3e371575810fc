//
//  AppDelegate.swift
//  Crema
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    private let appRouter = AppRouter()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        appRouter.install(in: window)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    // crema://shop/orders/<number>, crema://shop/beans/<slug>
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.scheme == "crema", url.host == "shop" else { return false }
        let parts = url.pathComponents          // ["/", "orders", "1042"]
        guard parts.count == 3 else { return false }
        switch parts[1] {
        case "orders":
            guard let number = Int(parts[2]) else { return false }
            appRouter.showOrder(number: number)
            return true
        case "beans":
            appRouter.showBean(slug: parts[2])
            return true
        default:
            return false
        }
    }
}
