import Foundation

enum GiftCardError: Error {
    case unknownCode
    case alreadyRedeemed
}

final class GiftCardAPI {

    static let shared = GiftCardAPI()

    func redeem(code: String, completion: @escaping (Result<Decimal, GiftCardError>) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.6) {
            if code.uppercased().hasPrefix("BEAN") {
                completion(.success(25))
            } else {
                completion(.failure(.unknownCode))
            }
        }
    }
}
