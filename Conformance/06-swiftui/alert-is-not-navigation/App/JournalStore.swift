import Foundation

struct JournalEntry: Identifiable, Hashable {
    let id: UUID
    var title: String
    var body: String
    let createdAt: Date
}

final class JournalStore {
    static let shared = JournalStore()

    private var entries: [JournalEntry] = [
        JournalEntry(id: UUID(), title: "First hike of spring", body: "Snow still on the north slope.", createdAt: .now.addingTimeInterval(-86_400 * 3)),
        JournalEntry(id: UUID(), title: "Bread attempt #4", body: "Finally an open crumb.", createdAt: .now)
    ]

    func all() -> [JournalEntry] {
        entries.sorted { $0.createdAt > $1.createdAt }
    }

    func delete(id: JournalEntry.ID) {
        entries.removeAll { $0.id == id }
    }

    func update(_ entry: JournalEntry) {
        guard let index = entries.firstIndex(where: { $0.id == entry.id }) else { return }
        entries[index] = entry
    }
}
