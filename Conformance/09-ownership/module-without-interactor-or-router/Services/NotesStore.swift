import Foundation

struct Note: Codable, Identifiable {
    let id: UUID
    var text: String
    var updatedAt: Date
}

final class NotesStore {

    private let fileURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("notes.json")

    func all() -> [Note] {
        guard let data = try? Data(contentsOf: fileURL) else { return [] }
        return ((try? JSONDecoder().decode([Note].self, from: data)) ?? []).sorted { $0.updatedAt > $1.updatedAt }
    }

    func save(_ note: Note) {
        var notes = all().filter { $0.id != note.id }
        notes.append(note)
        try? JSONEncoder().encode(notes).write(to: fileURL, options: .atomic)
    }
}
