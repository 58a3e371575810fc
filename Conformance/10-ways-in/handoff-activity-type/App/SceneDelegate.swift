//
//  SceneDelegate.swift
//  Sprout
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private var navigationController: UINavigationController? {
        window?.rootViewController as? UINavigationController
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: PlantListBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
    }

    // Handoff / Spotlight: an activity advertised by the plant screen on another device.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == "com.example.viewPlant",
              let plantId = userActivity.userInfo?["plantId"] as? String else { return }
        navigationController?.pushViewController(PlantDetailBuilder.build(plantId: plantId), animated: true)
    }
}
