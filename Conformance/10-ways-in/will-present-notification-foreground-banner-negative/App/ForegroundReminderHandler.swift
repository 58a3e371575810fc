//
//  ForegroundReminderHandler.swift
//  Pillbox
//

import UserNotifications

/// Lets dose reminders show as banners while the app is open.
final class ForegroundReminderHandler: NSObject, UNUserNotificationCenterDelegate {
    private let store: PrescriptionStore

    init(store: PrescriptionStore) {
        self.store = store
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        let content = notification.request.content
        if content.categoryIdentifier == "DOSE_DUE", let prescriptionId = content.userInfo["prescriptionId"] as? String {
            store.markReminderShown(prescriptionId: prescriptionId)
            completionHandler([.banner, .sound, .list])
        } else {
            completionHandler([.list])
        }
    }
}
