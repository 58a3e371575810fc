//
//  AppDelegate.swift
//  Contrail
//

import UIKit
import UserNotifications

enum FlightNotification {
    static let category = "FLIGHT_UPDATE"
    static let showBoardingPass = "SHOW_BOARDING_PASS"
    static let remindAtGate = "REMIND_AT_GATE"
    static let flightNumberKey = "flightNumber"
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    var window: UIWindow?

    private var navigationController: UINavigationController? {
        window?.rootViewController as? UINavigationController
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        registerNotificationActions()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: TripsBuilder.build())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    private func registerNotificationActions() {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        let boardingPass = UNNotificationAction(identifier: FlightNotification.showBoardingPass,
                                                title: "Show boarding pass",
                                                options: [.foreground])
        let remind = UNNotificationAction(identifier: FlightNotification.remindAtGate,
                                          title: "Remind me in 20 min",
                                          options: [])
        let category = UNNotificationCategory(identifier: FlightNotification.category,
                                              actions: [boardingPass, remind],
                                              intentIdentifiers: [],
                                              options: [.customDismissAction])
        center.setNotificationCategories([category])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        let content = response.notification.request.content
        guard let flightNumber = content.userInfo[FlightNotification.flightNumberKey] as? String else {
            completionHandler()
            return
        }

        switch response.actionIdentifier {
        case FlightNotification.showBoardingPass:
            let pass = BoardingPassBuilder.build(flightNumber: flightNumber)
            navigationController?.present(pass, animated: true)
        case FlightNotification.remindAtGate:
            GateReminder.schedule(for: flightNumber, after: 20 * 60)
        case UNNotificationDefaultActionIdentifier:
            navigationController?.pushViewController(FlightDetailBuilder.build(flightNumber: flightNumber), animated: true)
        case UNNotificationDismissActionIdentifier:
            print("Flight update for \(flightNumber) dismissed")
        default:
            break
        }
        completionHandler()
    }
}
