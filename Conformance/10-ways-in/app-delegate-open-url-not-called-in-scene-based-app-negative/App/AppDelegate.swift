//
//  AppDelegate.swift
//  Fretwork
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    // MARK: - Deep links (fretwork://song/<id>, fretwork://tuner)

    func application(_ app: UIApplication,
                     open url: URL,
                     options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard url.scheme == "fretwork", let navigation = rootNavigationController else { return false }
        switch url.host {
        case "song":
            navigation.pushViewController(SongTabBuilder.build(songId: url.lastPathComponent), animated: true)
            return true
        case "tuner":
            navigation.present(TunerBuilder.build(), animated: true)
            return true
        default:
            return false
        }
    }

    private var rootNavigationController: UINavigationController? {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        return scene?.windows.first?.rootViewController as? UINavigationController
    }
}
