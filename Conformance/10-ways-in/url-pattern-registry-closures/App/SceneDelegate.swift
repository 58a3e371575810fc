//
//  SceneDelegate.swift
//  Encore
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let deepLinks = URLPatternRouter(scheme: "encore")

    private var navigationController: UINavigationController? {
        window?.rootViewController as? UINavigationController
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: GigsBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
        registerDeepLinks()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        deepLinks.open(url)
    }

    private func registerDeepLinks() {
        // encore://gig/<gigId>
        deepLinks.register("gig/:gigId") { [weak self] parameters in
            guard let gigId = parameters["gigId"], let navigationController = self?.navigationController else { return false }
            navigationController.pushViewController(GigDetailBuilder.build(gigId: gigId), animated: true)
            return true
        }
        // encore://venue/<venueId>/map
        deepLinks.register("venue/:venueId/map") { [weak self] parameters in
            guard let venueId = parameters["venueId"], let navigationController = self?.navigationController else { return false }
            let map = UINavigationController(rootViewController: VenueMapBuilder.build(venueId: venueId))
            navigationController.present(map, animated: true)
            return true
        }
    }
}
