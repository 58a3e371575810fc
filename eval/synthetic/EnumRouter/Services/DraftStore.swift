import Foundation

final class DraftStore {
    static let shared = DraftStore()

    private(set) var drafts: [Draft] = []
    private let fileURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("drafts.json")

    func load() {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        drafts = (try? JSONDecoder().decode([Draft].self, from: data)) ?? []
    }

    func save(_ draft: Draft) {
        if let index = drafts.firstIndex(where: { $0.id == draft.id }) {
            drafts[index] = draft
        } else {
            drafts.insert(draft, at: 0)
        }
        persist()
    }

    func delete(id: UUID) {
        drafts.removeAll { $0.id == id }
        persist()
    }

    private func persist() {
        guard let data = try? JSONEncoder().encode(drafts) else { return }
        try? data.write(to: fileURL, options: .atomic)
    }
}
