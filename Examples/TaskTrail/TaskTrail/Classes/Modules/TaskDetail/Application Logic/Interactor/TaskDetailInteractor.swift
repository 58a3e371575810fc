import Foundation

class TaskDetailInteractor: TaskDetailInteractorInput {

    weak var output: TaskDetailInteractorOutput?

    private let dataManager: TaskDetailDataManager

    init(dataManager: TaskDetailDataManager) {
        self.dataManager = dataManager
    }

    func loadTask(withID taskID: UUID) {
        guard let record = dataManager.task(withID: taskID) else {
            output?.taskNotFound(withID: taskID)
            return
        }
        let item = TaskDetailItem(taskID: record.id,
                                  title: record.title,
                                  notes: record.notes,
                                  dueDate: record.dueDate,
                                  isDone: record.isDone,
                                  reminderCount: record.reminderOffsets.count)
        output?.foundTask(item)
    }

    func toggleDone(forTaskWithID taskID: UUID) {
        guard var record = dataManager.task(withID: taskID) else {
            output?.taskNotFound(withID: taskID)
            return
        }
        record.isDone.toggle()
        if record.isDone {
            // A finished task no longer needs to nag anyone.
            record.reminderOffsets = []
            ReminderNotificationService.shared.cancelReminders(forTaskID: taskID)
        }
        dataManager.save(record)
        loadTask(withID: taskID)
    }

    func deleteTask(withID taskID: UUID) {
        dataManager.removeTask(withID: taskID)
        ReminderNotificationService.shared.cancelReminders(forTaskID: taskID)
        output?.taskDeleted(withID: taskID)
    }
}
