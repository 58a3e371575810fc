import Foundation

/// Use cases of the Reminders sheet.
protocol RemindersInteractorInput: AnyObject {

    /// Builds the list of standard offsets, marking the ones already chosen.
    func loadOptions(forTaskID taskID: UUID)

    /// Persists the chosen offsets for the task.
    func saveSelection(_ options: [ReminderOption], forTaskID taskID: UUID)
}

/// Answers from the Reminders interactor.
protocol RemindersInteractorOutput: AnyObject {

    func foundOptions(_ options: [ReminderOption], dueDate: Date)

    func selectionSaved(reminderCount: Int)

    /// None of the selected reminders would fire in the future.
    func selectionRejected(reason: String)
}
