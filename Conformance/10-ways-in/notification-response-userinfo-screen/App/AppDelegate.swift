//
//  AppDelegate.swift
//  Stride
//

import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?

    private var navigationController: UINavigationController? {
        window?.rootViewController as? UINavigationController
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: DashboardBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    // Payloads: {"screen": "workout", "workoutId": "..."} or {"screen": "profile"}
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        let userInfo = response.notification.request.content.userInfo
        switch userInfo["screen"] as? String {
        case "workout":
            if let workoutId = userInfo["workoutId"] as? String {
                navigationController?.pushViewController(WorkoutDetailBuilder.build(workoutId: workoutId), animated: true)
            }
        case "profile":
            navigationController?.pushViewController(ProfileBuilder.build(), animated: true)
        default:
            break
        }
        completionHandler()
    }
}
