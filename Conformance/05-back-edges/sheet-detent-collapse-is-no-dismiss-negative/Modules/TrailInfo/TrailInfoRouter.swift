import UIKit

final class TrailInfoRouter {

    weak var viewController: UIViewController?

    func collapseToMap() {
        guard let sheet = viewController?.sheetPresentationController else { return }
        sheet.animateChanges {
            sheet.selectedDetentIdentifier = .medium
        }
    }
}
