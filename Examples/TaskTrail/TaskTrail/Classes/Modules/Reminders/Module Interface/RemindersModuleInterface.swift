import Foundation

/// Events coming from the Reminders sheet.
protocol RemindersModuleInterface: AnyObject {

    func viewIsReady()

    func toggleOption(at index: Int)

    func saveAction()

    func cancelAction()
}

/// Implemented by the screen that presented the Reminders sheet.
protocol RemindersModuleDelegate: AnyObject {

    /// Called after the new reminder selection has been stored.
    func remindersModuleDidUpdate(reminderCount: Int)
}
