import Foundation

final class SightingStore {
    static let shared = SightingStore()

    private var birds: [BirdItem] = [
        BirdItem(id: UUID(), commonName: "Eurasian Wren", latinName: "Troglodytes troglodytes", lastSeen: .now, count: 2),
        BirdItem(id: UUID(), commonName: "Grey Heron", latinName: "Ardea cinerea", lastSeen: .now.addingTimeInterval(-86_400), count: 1),
        BirdItem(id: UUID(), commonName: "Goldfinch", latinName: "Carduelis carduelis", lastSeen: .now.addingTimeInterval(-3_600), count: 6)
    ]

    private var notesByBird: [BirdItem.ID: [String]] = [:]

    func recentBirds() async -> [BirdItem] {
        birds.sorted { $0.lastSeen > $1.lastSeen }
    }

    func notes(for bird: BirdItem) async -> [String] {
        notesByBird[bird.id] ?? []
    }

    func addNote(_ note: String, for bird: BirdItem) async {
        notesByBird[bird.id, default: []].append(note)
    }
}
