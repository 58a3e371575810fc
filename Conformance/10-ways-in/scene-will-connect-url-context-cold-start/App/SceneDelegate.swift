//
//  SceneDelegate.swift
//  Fledge
//

import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController(rootViewController: SightingsBuilder.build())
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window

        // The "Log a bird" widget and the field-guide website launch us with
        // fledge://species/<id> or fledge://log. On a cold start the URL is
        // only delivered here, never to scene(_:openURLContexts:).
        guard let url = connectionOptions.urlContexts.first?.url,
              url.scheme == "fledge" else { return }

        switch url.host {
        case "species":
            let speciesId = url.lastPathComponent
            navigationController.pushViewController(SpeciesBuilder.build(speciesId: speciesId), animated: false)
        case "log":
            let logSighting = UINavigationController(rootViewController: LogSightingBuilder.build(prefilledSpeciesId: nil))
            navigationController.present(logSighting, animated: false)
        default:
            break
        }
    }
}
