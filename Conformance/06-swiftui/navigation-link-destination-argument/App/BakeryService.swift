import Foundation

struct Pastry: Identifiable, Hashable {
    let id: UUID
    let name: String
    let price: Decimal
    let allergens: [String]
}

final class BakeryService {
    func todaysBakes() async -> [Pastry] {
        [
            Pastry(id: UUID(), name: "Croissant", price: 1.8, allergens: ["gluten", "milk"]),
            Pastry(id: UUID(), name: "Cinnamon roll", price: 2.6, allergens: ["gluten", "milk", "egg"]),
            Pastry(id: UUID(), name: "Rye loaf", price: 4.2, allergens: ["gluten"])
        ]
    }

    func reserve(pastryID: Pastry.ID) async -> Bool {
        true
    }
}
