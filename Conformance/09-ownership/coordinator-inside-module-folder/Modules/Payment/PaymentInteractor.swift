import Foundation

protocol PaymentInteractorInput: AnyObject {
    func charge(_ order: FlowerOrder) -> Bool
}

final class PaymentInteractor: PaymentInteractorInput {

    private let defaults = UserDefaults.standard

    func charge(_ order: FlowerOrder) -> Bool {
        guard let card = defaults.string(forKey: "defaultCardToken"), !card.isEmpty else { return false }
        defaults.set(Date(), forKey: "lastOrderDate")
        return true
    }
}
