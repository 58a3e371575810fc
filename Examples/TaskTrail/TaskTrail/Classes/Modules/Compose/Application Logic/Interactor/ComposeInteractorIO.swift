import Foundation

/// Use cases offered by the Compose interactor.
protocol ComposeInteractorInput: AnyObject {

    /// Validates the draft and, when it is acceptable, stores it as a new task.
    func saveNewTask(_ draft: ComposeDraft)

    /// Suggests a due date for a brand new task.
    func defaultDueDate() -> Date
}

/// Answers from the Compose interactor.
protocol ComposeInteractorOutput: AnyObject {

    func newTaskSaved()

    /// The draft was rejected; `reason` is already user facing.
    func newTaskRejected(reason: String)
}
