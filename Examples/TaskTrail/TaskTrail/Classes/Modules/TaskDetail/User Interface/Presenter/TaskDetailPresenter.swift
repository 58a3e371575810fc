import Foundation

/// Formats one task for the detail screen and tells the agenda when the task changes.
class TaskDetailPresenter: NSObject {

    var interactor: TaskDetailInteractorInput?
    var wireframe: TaskDetailWireframe?
    weak var moduleDelegate: TaskDetailModuleDelegate?
    weak var userInterface: TaskDetailViewInterface?

    private var taskID: UUID?

    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .full
        formatter.timeStyle = .short
        return formatter
    }()

    func prepareInterface(_ view: TaskDetailViewInterface, forTaskID taskID: UUID) {
        self.taskID = taskID
        userInterface = view
    }
}

extension TaskDetailPresenter: TaskDetailModuleInterface {

    func viewIsReady() {
        guard let taskID = taskID else { return }
        interactor?.loadTask(withID: taskID)
    }

    func toggleDoneAction() {
        guard let taskID = taskID else { return }
        interactor?.toggleDone(forTaskWithID: taskID)
        moduleDelegate?.taskDetailModuleDidChangeTask(withID: taskID)
    }

    func editRemindersAction() {
        guard let taskID = taskID else { return }
        wireframe?.presentRemindersInterface(forTaskID: taskID)
    }

    func deleteTaskAction() {
        guard let taskID = taskID else { return }
        interactor?.deleteTask(withID: taskID)
    }
}

extension TaskDetailPresenter: TaskDetailInteractorOutput {

    func foundTask(_ item: TaskDetailItem) {
        let reminders = item.reminderCount == 0 ? "No reminders" : "\(item.reminderCount) reminder(s)"
        userInterface?.showTitle(item.title,
                                 due: dateFormatter.string(from: item.dueDate),
                                 notes: item.hasNotes ? item.notes : "No notes",
                                 reminders: reminders)
        userInterface?.setDone(item.isDone, overdue: item.isOverdue(at: Date()))
    }

    func taskNotFound(withID taskID: UUID) {
        moduleDelegate?.taskDetailModuleDidChangeTask(withID: taskID)
        wireframe?.popTaskDetailInterface()
    }

    func taskDeleted(withID taskID: UUID) {
        moduleDelegate?.taskDetailModuleDidChangeTask(withID: taskID)
        wireframe?.popTaskDetailInterface()
    }
}

extension TaskDetailPresenter: RemindersModuleDelegate {

    func remindersModuleDidUpdate(reminderCount: Int) {
        viewIsReady()
        if let taskID = taskID {
            moduleDelegate?.taskDetailModuleDidChangeTask(withID: taskID)
        }
    }
}
