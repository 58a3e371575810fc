import Foundation

/// Display commands for the task detail screen.
protocol TaskDetailViewInterface: AnyObject {

    /// Fills every label of the screen in one go.
    func showTitle(_ title: String, due: String, notes: String, reminders: String)

    /// Updates the Done button and highlights overdue tasks.
    func setDone(_ isDone: Bool, overdue: Bool)
}

extension TaskDetailViewInterface {

    /// Convenience used when only the header needs refreshing.
    func showTitleOnly(_ title: String) {
        showTitle(title, due: "", notes: "", reminders: "")
    }

    func clearContent() {
        showTitle("", due: "", notes: "", reminders: "")
    }
}
