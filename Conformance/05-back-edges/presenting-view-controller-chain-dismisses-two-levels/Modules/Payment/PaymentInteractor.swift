import Foundation

protocol PaymentInteractorInput: AnyObject {
    func charge(_ order: DrinkOrder, completion: @escaping (Result<Void, Error>) -> Void)
}

final class PaymentInteractor: PaymentInteractorInput {

    struct CardDeclined: LocalizedError {
        var errorDescription: String? { "The card was declined. Try another one." }
    }

    func charge(_ order: DrinkOrder, completion: @escaping (Result<Void, Error>) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
            completion(order.total < 20 ? .success(()) : .failure(CardDeclined()))
        }
    }
}
