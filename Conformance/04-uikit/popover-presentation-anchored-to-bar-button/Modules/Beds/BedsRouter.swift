import UIKit

protocol BedsRouterInput: AnyObject {
    func showSowingCalendar(month: Int)
}

final class BedsRouter: NSObject, BedsRouterInput {

    weak var viewController: BedsViewController?

    func showSowingCalendar(month: Int) {
        guard let source = viewController else { return }
        let calendar = SowingCalendarAssembly.assemble(month: month)
        calendar.modalPresentationStyle = .popover
        calendar.preferredContentSize = CGSize(width: 320, height: 360)
        if let popover = calendar.popoverPresentationController {
            popover.barButtonItem = source.calendarButton
            popover.permittedArrowDirections = .up
            popover.delegate = self
        }
        source.present(calendar, animated: true)
    }
}

extension BedsRouter: UIPopoverPresentationControllerDelegate {

    // Keep the popover a popover on iPhone too instead of adapting to a full-screen sheet.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
