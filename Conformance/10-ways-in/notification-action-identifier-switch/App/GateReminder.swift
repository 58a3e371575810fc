//
//  GateReminder.swift
//  Contrail
//

import UserNotifications

enum GateReminder {
    static func schedule(for flightNumber: String, after seconds: TimeInterval) {
        let content = UNMutableNotificationContent()
        content.title = "Head to your gate"
        content.body = "\(flightNumber) boards soon."
        content.categoryIdentifier = FlightNotification.category
        content.userInfo = [FlightNotification.flightNumberKey: flightNumber]
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        let request = UNNotificationRequest(identifier: "gate-\(flightNumber)", content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request)
    }
}
