//
//  AppDelegate.swift
//  Vault
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    private var navigationController: UINavigationController? {
        window?.rootViewController as? UINavigationController
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: AccountsBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        guard let link = DeepLink(url: url) else { return false }
        switch link {
        case .account(let id):
            navigationController?.pushViewController(AccountDetailBuilder.build(accountId: id), animated: true)
        case .transfer:
            let transfer = UINavigationController(rootViewController: TransferBuilder.build())
            navigationController?.present(transfer, animated: true)
        }
        return true
    }
}
