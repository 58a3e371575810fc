import Foundation

struct WholesaleOrder {
    let id: String
    let cafe: String
    let kilograms: Int
    var isPacked: Bool
}

protocol OrdersInteractorInput: AnyObject {
    func openOrders() -> [WholesaleOrder]
}

final class OrdersInteractor: OrdersInteractorInput {

    func openOrders() -> [WholesaleOrder] {
        let packed = Set(UserDefaults.standard.stringArray(forKey: "packedOrderIDs") ?? [])
        return [
            WholesaleOrder(id: "W-1041", cafe: "Kiln & Crema", kilograms: 12, isPacked: packed.contains("W-1041")),
            WholesaleOrder(id: "W-1042", cafe: "The Slow Pour", kilograms: 5, isPacked: packed.contains("W-1042")),
            WholesaleOrder(id: "W-1043", cafe: "Harbourside Deli", kilograms: 20, isPacked: packed.contains("W-1043"))
        ]
    }
}
