import Foundation

protocol CheckoutInteractorInput: AnyObject {
    func placeOrder(lines: [CartLine], address: String, completion: @escaping (Result<Order, RoasteryError>) -> Void)
}

final class CheckoutInteractor: CheckoutInteractorInput {

    private let roastery: RoasteryAPI

    init(roastery: RoasteryAPI) {
        self.roastery = roastery
    }

    func placeOrder(lines: [CartLine], address: String, completion: @escaping (Result<Order, RoasteryError>) -> Void) {
        roastery.placeOrder(lines: lines, address: address, completion: completion)
    }
}
