import Foundation

struct Bottle: Identifiable, Hashable {
    let id: UUID
    let producer: String
    let cuvee: String
    let vintage: Int
    var quantity: Int
    let drinkFrom: Int
    let drinkUntil: Int
}

struct TastingNote: Identifiable, Hashable {
    let id: UUID
    let date: Date
    let score: Int
    let text: String
}

final class WineInventory {
    private var bottles: [Bottle] = [
        Bottle(id: UUID(), producer: "Domaine Tempier", cuvee: "Bandol Rouge", vintage: 2016, quantity: 3, drinkFrom: 2022, drinkUntil: 2035),
        Bottle(id: UUID(), producer: "Ridge", cuvee: "Lytton Springs", vintage: 2019, quantity: 6, drinkFrom: 2024, drinkUntil: 2034),
        Bottle(id: UUID(), producer: "Emidio Pepe", cuvee: "Trebbiano d'Abruzzo", vintage: 2018, quantity: 1, drinkFrom: 2023, drinkUntil: 2040)
    ]
    private var notes: [UUID: [TastingNote]] = [:]

    func allBottles() async -> [Bottle] {
        bottles
    }

    func notes(for bottleID: Bottle.ID) async -> [TastingNote] {
        notes[bottleID] ?? []
    }

    func drinkOne(of bottleID: Bottle.ID, note: TastingNote) async {
        guard let index = bottles.firstIndex(where: { $0.id == bottleID }) else { return }
        bottles[index].quantity = max(0, bottles[index].quantity - 1)
        notes[bottleID, default: []].append(note)
    }
}
