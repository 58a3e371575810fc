//
//  AppDelegate.swift
//  Streak
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: HabitsBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        guard shortcutItem.type == "com.example.sync" else {
            completionHandler(false)
            return
        }
        SyncService.shared.syncNow(completion: completionHandler)
    }
}
