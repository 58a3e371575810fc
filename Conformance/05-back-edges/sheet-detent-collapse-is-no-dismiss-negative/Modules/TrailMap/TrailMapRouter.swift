import UIKit

final class TrailMapRouter {

    weak var viewController: UIViewController?

    func showInfo(for trail: Trail) {
        let info = TrailInfoModuleBuilder.build(trail: trail)
        if let sheet = info.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
        }
        viewController?.present(info, animated: true)
    }
}
