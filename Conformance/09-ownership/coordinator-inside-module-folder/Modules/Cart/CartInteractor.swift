import Foundation

struct Stem {
    let flower: String
    let count: Int
}

struct ShippingAddress {
    let street: String
    let city: String
}

struct FlowerOrder {
    var stems: [Stem]
    var total: String
    var address: ShippingAddress?
}

protocol CartInteractorInput: AnyObject {
    func currentOrder() -> FlowerOrder
}

final class CartInteractor: CartInteractorInput {

    func currentOrder() -> FlowerOrder {
        FlowerOrder(stems: [Stem(flower: "Ranunculus", count: 7), Stem(flower: "Eucalyptus", count: 3)],
                    total: "€38.00",
                    address: nil)
    }
}
