//
//  AppDelegate.swift
//  Tidewater
//

import UIKit
import BackgroundTasks

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    static let refreshTaskIdentifier = "com.example.tidewater.refresh"

    private let sync = TideSync.shared

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Must be registered before launch finishes.
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshTaskIdentifier, using: nil) { task in
            guard let refreshTask = task as? BGAppRefreshTask else {
                task.setTaskCompleted(success: false)
                return
            }
            self.handleAppRefresh(refreshTask)
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    // MARK: - Background refresh

    func scheduleAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshTaskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 3 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("Could not schedule tide refresh: \(error)")
        }
    }

    private func handleAppRefresh(_ task: BGAppRefreshTask) {
        // Queue the next refresh first, so one failure does not stop them.
        scheduleAppRefresh()

        let operation = sync.refreshAllHarbours { success in
            task.setTaskCompleted(success: success)
        }
        task.expirationHandler = {
            operation.cancel()
        }
    }
}
