//
//  SceneDelegate.swift
//  Lexi
//

import UIKit
import CoreSpotlight

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private var navigationController: UINavigationController?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController(rootViewController: DecksBuilder.build())
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window
        self.navigationController = navigationController
    }

    // Spotlight: a tapped result, or "Search in App" from the results list.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        switch userActivity.activityType {
        case CSSearchableItemActionType:
            guard let identifier = userActivity.userInfo?[CSSearchableItemActivityIdentifier] as? String,
                  identifier.hasPrefix(DeckIndex.identifierPrefix) else { return }
            let deckId = String(identifier.dropFirst(DeckIndex.identifierPrefix.count))
            navigationController?.pushViewController(DeckDetailBuilder.build(deckId: deckId), animated: true)
        case CSQueryContinuationActionType:
            let query = userActivity.userInfo?[CSSearchQueryString] as? String ?? ""
            navigationController?.pushViewController(CardSearchBuilder.build(query: query), animated: true)
        default:
            break
        }
    }
}
