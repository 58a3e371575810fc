//
//  AppDelegate.swift
//  Inkwell
//

import UIKit
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let logger = Logger(subsystem: "com.example.inkwell", category: "links")

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: EntriesBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    // The inkwell:// scheme is registered for the share extension's round trip; nothing is routed yet.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let source = options[.sourceApplication] as? String ?? "unknown"
        logger.info("Opened \(url.absoluteString, privacy: .public) from \(source, privacy: .public)")
        return url.scheme == "inkwell"
    }
}
