//
//  AppDelegate.swift
//  Sprout
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    /// One router for the whole app; module routers reach it through the app delegate.
    let appRouter = AppRouter()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        appRouter.start(in: window)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
