import Foundation

struct Bottle: Equatable, Identifiable {
    let id: UUID
    var producer: String
    var wine: String
    var vintage: Int
    var rack: String
}

final class CellarStore {

    private(set) var bottles: [Bottle] = [
        Bottle(id: UUID(), producer: "Domaine Huet", wine: "Vouvray Le Mont Sec", vintage: 2019, rack: "A3"),
        Bottle(id: UUID(), producer: "Quinta do Noval", wine: "Late Bottled Vintage", vintage: 2016, rack: "C1"),
        Bottle(id: UUID(), producer: "Cullen", wine: "Diana Madeline", vintage: 2018, rack: "B2")
    ]

    func add(_ bottle: Bottle) {
        bottles.append(bottle)
    }

    func remove(_ bottle: Bottle) {
        bottles.removeAll { $0.id == bottle.id }
    }
}
