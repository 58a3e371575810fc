import Foundation

/// Hides the shared TaskStore from the Agenda interactor.
class AgendaDataManager {

    private let store: TaskStore

    init(store: TaskStore) {
        self.store = store
    }

    func tasks(dueBefore horizon: Date) -> [StoredTask] {
        return store.records.filter { $0.dueDate < horizon }
    }

    func toggleDone(forTaskWithID taskID: UUID) -> Bool {
        guard var record = store.record(withID: taskID) else {
            return false
        }
        record.isDone.toggle()
        store.update(record)
        store.persist()
        return true
    }

    func hasAnyTasks() -> Bool {
        return !store.records.isEmpty
    }
}
