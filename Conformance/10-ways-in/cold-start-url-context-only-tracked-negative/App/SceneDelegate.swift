//
//  SceneDelegate.swift
//  Spoke
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        if let url = connectionOptions.urlContexts.first?.url {
            CampaignTracker.shared.recordLaunch(from: url)
        }

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: StationsBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
    }
}
