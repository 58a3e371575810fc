import Foundation

protocol MenuInteractorInput: AnyObject {
    func todaysBake() -> [Pastry]
}

final class MenuInteractor: MenuInteractorInput {

    func todaysBake() -> [Pastry] {
        [
            Pastry(name: "Cardamom bun", pence: 340),
            Pastry(name: "Pain au raisin", pence: 310),
            Pastry(name: "Rye sourdough loaf", pence: 520),
            Pastry(name: "Pastel de nata", pence: 220)
        ]
    }
}
