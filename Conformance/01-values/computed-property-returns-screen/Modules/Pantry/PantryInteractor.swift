import Foundation

final class PantryInteractor {
    private(set) var items: [String] = ["Oats", "Chickpeas", "Olive oil"]

    func add(barcode: String) {
        items.append("Item \(barcode.suffix(4))")
    }
}
