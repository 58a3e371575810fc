import Foundation

struct Receipt {
    let reference: String
    let amount: Decimal
    let bookedAt: Date
}

protocol TransferInteractorInput: AnyObject {
    func submitTransfer(amount: Decimal, to iban: String, completion: @escaping (Result<Receipt, Error>) -> Void)
}

final class TransferInteractor: TransferInteractorInput {

    private let api: PaymentsAPI

    init(api: PaymentsAPI) {
        self.api = api
    }

    func submitTransfer(amount: Decimal, to iban: String, completion: @escaping (Result<Receipt, Error>) -> Void) {
        api.send(TransferRequest(amount: amount, iban: iban)) { result in
            completion(result.map { response in
                Receipt(reference: response.reference, amount: amount, bookedAt: response.bookedAt)
            })
        }
    }
}
