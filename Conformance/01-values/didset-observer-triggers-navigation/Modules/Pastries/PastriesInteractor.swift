import Foundation

struct Pastry {
    let id: Int
    let name: String
    let price: Decimal
}

protocol PastriesInteractorInput: AnyObject {
    func todaysBakes() -> [Pastry]
}

final class PastriesInteractor: PastriesInteractorInput {
    func todaysBakes() -> [Pastry] {
        [
            Pastry(id: 1, name: "Cardamom bun", price: 3.2),
            Pastry(id: 2, name: "Pain au chocolat", price: 2.6),
            Pastry(id: 3, name: "Rye sourdough", price: 5.9)
        ]
    }
}
