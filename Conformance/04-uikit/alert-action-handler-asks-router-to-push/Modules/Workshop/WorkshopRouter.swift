import UIKit

protocol WorkshopRouterInput: AnyObject {
    func openServiceBooking()
    func openDamageReport()
}

final class WorkshopRouter: WorkshopRouterInput {

    weak var viewController: UIViewController?

    func openServiceBooking() {
        let booking = ServiceBookingBuilder.build()
        viewController?.navigationController?.pushViewController(booking, animated: true)
    }

    func openDamageReport() {
        let report = DamageReportBuilder.build()
        viewController?.navigationController?.pushViewController(report, animated: true)
    }
}
