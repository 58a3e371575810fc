import Foundation

struct Bottle: Identifiable, Hashable {
    let id: UUID
    let producer: String
    let vintage: Int
    var notes: [String]
}

final class CellarStore {
    static let shared = CellarStore()

    private(set) var bottles: [Bottle] = [
        Bottle(id: UUID(), producer: "Domaine Tempier Bandol", vintage: 2019, notes: []),
        Bottle(id: UUID(), producer: "Ridge Monte Bello", vintage: 2016, notes: ["Cassis, cedar, long finish"])
    ]

    func addNote(_ note: String, toBottleWithID id: Bottle.ID) {
        guard let index = bottles.firstIndex(where: { $0.id == id }) else { return }
        bottles[index].notes.append(note)
    }
}
