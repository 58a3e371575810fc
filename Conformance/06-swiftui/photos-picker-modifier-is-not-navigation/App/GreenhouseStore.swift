import Foundation

struct Plant: Identifiable, Hashable {
    let id: UUID
    let nickname: String
    let species: String
    let wateringEveryDays: Int
}

struct JournalEntry: Identifiable, Hashable {
    let id: UUID
    let date: Date
    let note: String
    let photo: Data?
}

final class GreenhouseStore {
    private var entries: [UUID: [JournalEntry]] = [:]

    let plants: [Plant] = [
        Plant(id: UUID(), nickname: "Gerald", species: "Monstera deliciosa", wateringEveryDays: 7),
        Plant(id: UUID(), nickname: "Spike", species: "Sansevieria", wateringEveryDays: 21),
        Plant(id: UUID(), nickname: "Fernanda", species: "Boston fern", wateringEveryDays: 3)
    ]

    func entries(for plant: Plant) async -> [JournalEntry] {
        entries[plant.id, default: []].sorted { $0.date > $1.date }
    }

    func add(_ entry: JournalEntry, to plant: Plant) async {
        entries[plant.id, default: []].append(entry)
    }
}
