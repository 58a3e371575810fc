import Foundation

/// Use cases of the detail screen.
protocol TaskDetailInteractorInput: AnyObject {

    func loadTask(withID taskID: UUID)

    func toggleDone(forTaskWithID taskID: UUID)

    func deleteTask(withID taskID: UUID)
}

/// Results produced by the detail interactor.
protocol TaskDetailInteractorOutput: AnyObject {

    func foundTask(_ item: TaskDetailItem)

    /// The task vanished, e.g. it was deleted on another device.
    func taskNotFound(withID taskID: UUID)

    func taskDeleted(withID taskID: UUID)
}
