import Foundation

protocol RedeemGiftCardViewOutput: AnyObject {
    func didTapRedeem(code: String)
}

final class RedeemGiftCardPresenter {

    weak var view: RedeemGiftCardViewInput?
    var interactor: RedeemGiftCardInteractorInput!
    var wireframe: RedeemGiftCardWireframeInput!
}

extension RedeemGiftCardPresenter: RedeemGiftCardViewOutput {

    func didTapRedeem(code: String) {
        interactor.redeem(code: code.trimmingCharacters(in: .whitespaces))
    }
}

extension RedeemGiftCardPresenter: RedeemGiftCardInteractorOutput {

    func didRedeem(balance: Decimal) {
        wireframe.showBalance(balance)
    }

    func didFailToRedeem(_ error: GiftCardError) {
        switch error {
        case .unknownCode: view?.showError("We don't recognise this code.")
        case .alreadyRedeemed: view?.showError("This card has already been used.")
        }
    }
}
