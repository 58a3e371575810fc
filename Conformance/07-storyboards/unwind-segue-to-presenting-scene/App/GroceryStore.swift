import Foundation

struct GroceryItem: Hashable {
    let name: String
    let quantity: Int
    let aisle: String
}

final class GroceryStore {
    static let shared = GroceryStore()

    private(set) var items: [GroceryItem] = [
        GroceryItem(name: "Oat milk", quantity: 2, aisle: "Dairy"),
        GroceryItem(name: "Lemons", quantity: 4, aisle: "Produce")
    ]

    func add(_ item: GroceryItem) {
        items.append(item)
    }
}
