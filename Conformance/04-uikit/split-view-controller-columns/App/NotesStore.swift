import Foundation

extension Notification.Name {
    static let noteSelected = Notification.Name("NotesStore.noteSelected")
}

struct Note {
    let id: UUID
    var title: String
    var body: String
}

final class NotesStore {
    static let shared = NotesStore()

    private(set) var notes: [Note] = [
        Note(id: UUID(), title: "Groceries", body: "Oat milk, lemons, basil"),
        Note(id: UUID(), title: "Trip ideas", body: "Ljubljana in May?")
    ]

    func select(_ note: Note) {
        NotificationCenter.default.post(name: .noteSelected, object: note.id)
    }

    func note(with id: UUID) -> Note? {
        notes.first { $0.id == id }
    }

    func update(_ id: UUID, body: String) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].body = body
    }
}
