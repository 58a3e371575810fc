import Foundation

/// Writes newly composed tasks into the shared store.
class ComposeDataManager {

    private let store: TaskStore

    init(store: TaskStore) {
        self.store = store
    }

    func addTask(title: String, notes: String, dueDate: Date) {
        let record = StoredTask(id: UUID(),
                                title: title,
                                notes: notes,
                                dueDate: dueDate,
                                isDone: false,
                                assigneeAvatarURL: nil,
                                reminderOffsets: [])
        store.insert(record)
        store.persist()
    }

    func containsOpenTask(titled title: String) -> Bool {
        return store.records.contains { record in
            !record.isDone && record.title.caseInsensitiveCompare(title) == .orderedSame
        }
    }
}
