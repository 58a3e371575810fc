import Foundation

struct Sighting: Codable, Equatable {
    let species: String
    let count: Int
    let place: String
    let date: Date
}

final class FieldJournal {
    static let shared = FieldJournal()
    private(set) var sightings: [Sighting] = []
    private let fileURL = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("journal.json")

    func load() {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        sightings = (try? JSONDecoder().decode([Sighting].self, from: data)) ?? []
    }

    func add(_ sighting: Sighting) {
        sightings.insert(sighting, at: 0)
        try? JSONEncoder().encode(sightings).write(to: fileURL, options: .atomic)
    }
}
