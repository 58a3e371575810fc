import Foundation

struct Pastry: Hashable {
    let name: String
    let pence: Int
}

final class Basket {

    private(set) var items: [Pastry] = []

    var totalPence: Int {
        items.reduce(0) { $0 + $1.pence }
    }

    func add(_ pastry: Pastry) {
        items.append(pastry)
    }

    func empty() {
        items.removeAll()
    }
}
