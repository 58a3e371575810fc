//
//  SceneDelegate.swift
//  Larder
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let listRecipes = ListRecipesViewController(nibName: nil, bundle: nil)
        window.rootViewController = UINavigationController(rootViewController: listRecipes)
        window.makeKeyAndVisible()
        self.window = window
    }
}
