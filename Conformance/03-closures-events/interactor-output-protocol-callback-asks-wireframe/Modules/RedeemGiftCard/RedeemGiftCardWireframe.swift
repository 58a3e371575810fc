import UIKit

protocol RedeemGiftCardWireframeInput: AnyObject {
    func showBalance(_ balance: Decimal)
}

final class RedeemGiftCardWireframe: RedeemGiftCardWireframeInput {

    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = RedeemGiftCardViewController()
        let presenter = RedeemGiftCardPresenter()
        let interactor = RedeemGiftCardInteractor()
        let wireframe = RedeemGiftCardWireframe()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.wireframe = wireframe
        interactor.output = presenter
        wireframe.viewController = view
        return view
    }

    func showBalance(_ balance: Decimal) {
        let balanceScreen = CardBalanceWireframe.createModule(balance: balance)
        viewController?.navigationController?.pushViewController(balanceScreen, animated: true)
    }
}
