//
//  SceneDelegate.swift
//  Bookmark
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
        window.rootViewController = UINavigationController(rootViewController: ShelfBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
    }

    // bookmark://book/<id>, bookmark://loans
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url, url.scheme == "bookmark" else { return }
        switch url.host {
        case "book":
            let bookId = url.lastPathComponent
            navigationController?.pushViewController(BookDetailBuilder.build(bookId: bookId), animated: true)
        case "loans":
            let loans = UINavigationController(rootViewController: LoansBuilder.build())
            navigationController?.present(loans, animated: true)
        default:
            break
        }
    }
}
