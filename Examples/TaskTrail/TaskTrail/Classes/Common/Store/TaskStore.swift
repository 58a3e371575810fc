import Foundation

/// Persistence record shared by every data manager. Modules never see it directly;
/// each DataManager converts it into the module's own model.
struct StoredTask: Codable, Equatable {
    let id: UUID
    var title: String
    var notes: String
    var dueDate: Date
    var isDone: Bool
    var assigneeAvatarURL: URL?
    var reminderOffsets: [TimeInterval]
}

class TaskStore {

    private let defaults: UserDefaults
    private let storageKey = "tasktrail.tasks.v1"
    private(set) var records: [StoredTask] = []

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        load()
    }

    func record(withID id: UUID) -> StoredTask? {
        return records.first { $0.id == id }
    }

    func insert(_ record: StoredTask) {
        records.append(record)
    }

    func update(_ record: StoredTask) {
        guard let index = records.firstIndex(where: { $0.id == record.id }) else { return }
        records[index] = record
    }

    func deleteRecord(withID id: UUID) {
        records.removeAll { $0.id == id }
    }

    func persist() {
        guard let data = try? JSONEncoder().encode(records) else { return }
        defaults.set(data, forKey: storageKey)
    }

    private func load() {
        guard let data = defaults.data(forKey: storageKey),
              let decoded = try? JSONDecoder().decode([StoredTask].self, from: data) else {
            return
        }
        records = decoded
    }
}
