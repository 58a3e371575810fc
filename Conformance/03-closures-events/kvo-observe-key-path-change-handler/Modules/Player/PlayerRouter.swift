import UIKit

protocol PlayerRouterInput: AnyObject {
    func showStreamTrouble(for station: Station, reason: String?)
}

final class PlayerRouter: PlayerRouterInput {

    weak var viewController: UIViewController?

    func showStreamTrouble(for station: Station, reason: String?) {
        let trouble = StreamTroubleBuilder.build(station: station, reason: reason)
        if let sheet = trouble.sheetPresentationController {
            sheet.detents = [.medium()]
        }
        viewController?.present(trouble, animated: true)
    }
}
