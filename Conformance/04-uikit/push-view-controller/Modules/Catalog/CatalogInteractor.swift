import Foundation

struct Pastry {
    let id: Int
    let name: String
    let price: Decimal

    var priceText: String { "€\(price)" }
}

protocol CatalogInteractorInput: AnyObject {
    func todaysPastries() -> [Pastry]
}

final class CatalogInteractor: CatalogInteractorInput {
    func todaysPastries() -> [Pastry] {
        [
            Pastry(id: 1, name: "Croissant", price: 2.10),
            Pastry(id: 2, name: "Pain au chocolat", price: 2.40),
            Pastry(id: 3, name: "Cinnamon roll", price: 3.00)
        ]
    }
}
