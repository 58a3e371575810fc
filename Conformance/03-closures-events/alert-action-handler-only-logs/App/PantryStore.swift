import Foundation

struct PantryEntry: Codable, Equatable {
    let id: UUID
    var name: String
    var quantity: String
    var bestBefore: Date?
}

final class PantryStore {

    static let shared = PantryStore()

    private let fileURL = FileManager.default
        .urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("pantry.json")

    private(set) var entries: [PantryEntry] = []

    private init() {
        if let data = try? Data(contentsOf: fileURL) {
            entries = (try? JSONDecoder().decode([PantryEntry].self, from: data)) ?? []
        }
    }

    func remove(id: UUID) {
        entries.removeAll { $0.id == id }
        try? JSONEncoder().encode(entries).write(to: fileURL, options: .atomic)
    }
}
