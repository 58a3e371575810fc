import Foundation
import UserNotifications

/// Schedules and cancels the local notifications that remind the user of a task's due date.
class ReminderNotificationService {

    static let shared = ReminderNotificationService()

    private let center: UNUserNotificationCenter
    private let maximumRemindersPerTask = 8

    init(center: UNUserNotificationCenter = .current()) {
        self.center = center
    }

    /// Replaces the task's pending reminders with one notification per fire date.
    func scheduleReminders(forTaskID taskID: UUID, at fireDates: [Date]) {
        cancelReminders(forTaskID: taskID)
        for (index, fireDate) in fireDates.prefix(maximumRemindersPerTask).enumerated() {
            let content = UNMutableNotificationContent()
            content.title = "Task due soon"
            content.sound = .default
            let components = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: fireDate)
            let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
            let request = UNNotificationRequest(identifier: identifier(forTaskID: taskID, index: index),
                                                content: content,
                                                trigger: trigger)
            center.add(request)
        }
    }

    /// Removes every pending reminder of the task.
    func cancelReminders(forTaskID taskID: UUID) {
        let identifiers = (0..<maximumRemindersPerTask).map { identifier(forTaskID: taskID, index: $0) }
        center.removePendingNotificationRequests(withIdentifiers: identifiers)
    }

    private func identifier(forTaskID taskID: UUID, index: Int) -> String {
        "tasktrail.reminder.\(taskID.uuidString).\(index)"
    }
}
