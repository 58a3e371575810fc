import Foundation

/// Reads, updates and removes single tasks for the detail interactor.
class TaskDetailDataManager {

    private let store: TaskStore

    init(store: TaskStore) {
        self.store = store
    }

    func task(withID taskID: UUID) -> StoredTask? {
        return store.record(withID: taskID)
    }

    func save(_ record: StoredTask) {
        store.update(record)
        store.persist()
    }

    func removeTask(withID taskID: UUID) {
        store.deleteRecord(withID: taskID)
        store.persist()
    }
}
