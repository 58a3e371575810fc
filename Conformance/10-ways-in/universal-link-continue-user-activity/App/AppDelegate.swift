//
//  AppDelegate.swift
//  Roam
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
        window.rootViewController = UINavigationController(rootViewController: TripListBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    // https://example.com/trips/<id>
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb,
              let url = userActivity.webpageURL else { return false }
        let pathComponents = url.pathComponents   // ["/", "trips", "<id>"]
        guard pathComponents.count == 3, pathComponents[1] == "trips" else { return false }
        navigationController?.pushViewController(TripDetailBuilder.build(tripId: pathComponents[2]), animated: true)
        return true
    }
}
