import Foundation

protocol CheckoutInteractorInput: AnyObject {
    var totalPence: Int { get }
    func placeOrder(collectAt: Date, completion: @escaping (Result<String, Error>) -> Void)
}

final class CheckoutInteractor: CheckoutInteractorInput {

    private let basket: Basket

    init(basket: Basket) {
        self.basket = basket
    }

    var totalPence: Int {
        basket.totalPence
    }

    func placeOrder(collectAt: Date, completion: @escaping (Result<String, Error>) -> Void) {
        let reference = "CRUMB-\(Int.random(in: 1000...9999))"
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
            completion(.success(reference))
        }
    }
}
