//
//  AppDelegate.swift
//  Dinnerbell
//

import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "ORDER", actions: [], intentIdentifiers: []),
            UNNotificationCategory(identifier: "PROMO", actions: [], intentIdentifiers: []),
        ])

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: RestaurantsBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        defer { completionHandler() }
        let content = response.notification.request.content
        guard content.categoryIdentifier == "ORDER",
              let orderId = content.userInfo["orderId"] as? String else { return }
        let orderStatus = UINavigationController(rootViewController: OrderStatusBuilder.build(orderId: orderId))
        window?.rootViewController?.present(orderStatus, animated: true)
    }
}
