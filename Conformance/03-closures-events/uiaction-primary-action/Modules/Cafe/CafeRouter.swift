import UIKit

protocol CafeRouterInput: AnyObject {
    func openMenu()
    func openLoyaltyCard(memberID: String)
}

final class CafeRouter: CafeRouterInput {

    weak var viewController: UIViewController?

    func openMenu() {
        let menu = DrinkMenuBuilder.build()
        viewController?.navigationController?.pushViewController(menu, animated: true)
    }

    func openLoyaltyCard(memberID: String) {
        let card = LoyaltyCardBuilder.build(memberID: memberID)
        card.modalPresentationStyle = .pageSheet
        viewController?.present(card, animated: true)
    }
}
