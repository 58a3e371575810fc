//
//  AppDelegate.swift
//  Driftwave
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Background (content-available) pushes need no user permission.
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        FeedSync.shared.register(deviceToken: deviceToken)
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        print("Push registration failed: \(error)")
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        guard let aps = userInfo["aps"] as? [String: Any],
              aps["content-available"] as? Int == 1,
              let showId = userInfo["showId"] as? String else {
            completionHandler(.noData)
            return
        }
        FeedSync.shared.refreshEpisodes(showId: showId) { outcome in
            switch outcome {
            case .newEpisodes:
                completionHandler(.newData)
            case .upToDate:
                completionHandler(.noData)
            case .failed:
                completionHandler(.failed)
            }
        }
    }
}
