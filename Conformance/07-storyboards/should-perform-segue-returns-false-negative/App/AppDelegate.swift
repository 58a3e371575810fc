//
//  AppDelegate.swift
//  Crumb
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Main.storyboard (UIMainStoryboardFile) builds the window and its first screen.
        true
    }
}
