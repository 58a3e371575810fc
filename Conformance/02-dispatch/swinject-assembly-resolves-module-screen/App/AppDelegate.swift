//
//  AppDelegate.swift
//  Encore
//

import UIKit
import Swinject

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    let assembler = Assembler([
        ServicesAssembly(),
        ChartsAssembly(),
        ArtistAssembly(),
        TicketsAssembly()
    ])

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let charts = assembler.resolver.resolve(ChartsViewController.self)!
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: charts)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
