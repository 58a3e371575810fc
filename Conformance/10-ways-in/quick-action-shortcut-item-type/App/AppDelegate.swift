//
//  AppDelegate.swift
//  Encore
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
        window.rootViewController = UINavigationController(rootViewController: LibraryBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        switch shortcutItem.type {
        case "com.example.search":
            navigationController?.pushViewController(SearchBuilder.build(), animated: true)
            completionHandler(true)
        case "com.example.nowplaying":
            navigationController?.present(NowPlayingBuilder.build(), animated: true)
            completionHandler(true)
        default:
            completionHandler(false)
        }
    }
}
