import Foundation

enum Occasion: String, CaseIterable, Identifiable {
    case birthday = "Birthday"
    case sympathy = "Sympathy"
    case anniversary = "Anniversary"
    case justBecause = "Just because"

    var id: String { rawValue }
}

struct Bouquet: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Decimal
    let occasions: Set<String>
    let stems: [String]
}

final class FloristAPI {
    static let shared = FloristAPI()

    func bouquets() async throws -> [Bouquet] {
        [
            Bouquet(id: 1, name: "Meadow Morning", price: 38, occasions: ["Birthday", "Just because"], stems: ["Cornflower", "Chamomile", "Wild oat"]),
            Bouquet(id: 2, name: "Quiet Lilies", price: 52, occasions: ["Sympathy"], stems: ["White lily", "Eucalyptus"]),
            Bouquet(id: 3, name: "Red Velvet", price: 64, occasions: ["Anniversary"], stems: ["Red rose", "Ranunculus", "Ruscus"])
        ]
    }

    func order(bouquetID: Bouquet.ID, deliveryDate: Date, message: String) async throws {}
}
