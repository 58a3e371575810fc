import Foundation

/// Snapshot of one task, as the detail use case sees it.
struct TaskDetailItem: Equatable {

    let taskID: UUID
    let title: String
    let notes: String
    let dueDate: Date
    let isDone: Bool
    let reminderCount: Int

    var hasNotes: Bool {
        return !notes.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    func isOverdue(at now: Date) -> Bool {
        return !isDone && dueDate < now
    }
}
