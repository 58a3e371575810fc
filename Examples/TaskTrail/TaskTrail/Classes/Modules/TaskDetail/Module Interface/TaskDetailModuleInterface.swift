import Foundation

/// Actions available on the task detail screen.
protocol TaskDetailModuleInterface: AnyObject {

    func viewIsReady()

    /// The user tapped the Done button to finish or reopen the task.
    func toggleDoneAction()

    func editRemindersAction()

    func deleteTaskAction()
}

/// Lets the screen underneath the detail know that the task was modified.
protocol TaskDetailModuleDelegate: AnyObject {

    /// Fired after completion, reminders or deletion changed the task.
    func taskDetailModuleDidChangeTask(withID taskID: UUID)
}
