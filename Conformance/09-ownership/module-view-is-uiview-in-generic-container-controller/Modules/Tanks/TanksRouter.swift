import UIKit

protocol TanksRouterInput: AnyObject {
    func openTank(_ tank: TankSummary)
}

final class TanksRouter: TanksRouterInput {

    weak var viewController: UIViewController?

    func openTank(_ tank: TankSummary) {
        let detail = TankDetailBuilder.build(tank: tank)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
