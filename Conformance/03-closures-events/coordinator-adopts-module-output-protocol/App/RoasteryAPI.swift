import Foundation

struct Bean: Hashable {
    let id: Int
    let origin: String
    let roast: String
    let pricePerBag: Decimal
}

struct CartLine: Hashable {
    let bean: Bean
    var bags: Int
}

struct Order: Hashable {
    let number: String
    let lines: [CartLine]
    let total: Decimal
    let deliveryDate: Date
}

enum RoasteryError: Error {
    case outOfStock
    case paymentDeclined
}

final class RoasteryAPI {

    private var basket: [CartLine] = [
        CartLine(bean: Bean(id: 1, origin: "Huila, Colombia", roast: "Medium", pricePerBag: 14), bags: 2),
        CartLine(bean: Bean(id: 2, origin: "Sidamo, Ethiopia", roast: "Light", pricePerBag: 16), bags: 1)
    ]

    func cartLines() -> [CartLine] {
        basket
    }

    func placeOrder(lines: [CartLine], address: String, completion: @escaping (Result<Order, RoasteryError>) -> Void) {
        let total = lines.reduce(Decimal(0)) { $0 + $1.bean.pricePerBag * Decimal($1.bags) }
        let order = Order(number: "RB-\(Int.random(in: 1000...9999))",
                          lines: lines,
                          total: total,
                          deliveryDate: Date().addingTimeInterval(60 * 60 * 24 * 2))
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in
            self?.basket = []
            completion(.success(order))
        }
    }
}
