import Foundation

protocol RedeemGiftCardInteractorInput: AnyObject {
    func redeem(code: String)
}

protocol RedeemGiftCardInteractorOutput: AnyObject {
    func didRedeem(balance: Decimal)
    func didFailToRedeem(_ error: GiftCardError)
}

final class RedeemGiftCardInteractor: RedeemGiftCardInteractorInput {

    weak var output: RedeemGiftCardInteractorOutput?
    private let api: GiftCardAPI

    init(api: GiftCardAPI = .shared) {
        self.api = api
    }

    func redeem(code: String) {
        api.redeem(code: code) { [weak self] result in
            DispatchQueue.main.async {
                switch result {
                case .success(let balance):
                    self?.output?.didRedeem(balance: balance)
                case .failure(let error):
                    self?.output?.didFailToRedeem(error)
                }
            }
        }
    }
}
