import Foundation

/// Stores reminder offsets on the shared task records.
class RemindersDataManager {

    private let store: TaskStore

    init(store: TaskStore) {
        self.store = store
    }

    func dueDate(forTaskID taskID: UUID) -> Date? {
        return store.record(withID: taskID)?.dueDate
    }

    func reminderOffsets(forTaskID taskID: UUID) -> [TimeInterval] {
        return store.record(withID: taskID)?.reminderOffsets ?? []
    }

    func setReminderOffsets(_ offsets: [TimeInterval], forTaskID taskID: UUID) {
        guard var record = store.record(withID: taskID) else { return }
        record.reminderOffsets = offsets
        store.update(record)
        store.persist()
    }
}
