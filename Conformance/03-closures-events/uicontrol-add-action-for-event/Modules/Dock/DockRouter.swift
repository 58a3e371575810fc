import UIKit

protocol DockRouterInput: AnyObject {
    func openBikePicker(bikes: [DockedBike])
    func openDamageReport(stationID: String)
}

final class DockRouter: DockRouterInput {

    weak var viewController: UIViewController?

    func openBikePicker(bikes: [DockedBike]) {
        let picker = BikePickerBuilder.build(bikes: bikes)
        viewController?.navigationController?.pushViewController(picker, animated: true)
    }

    func openDamageReport(stationID: String) {
        let report = DamageReportBuilder.build(stationID: stationID)
        report.modalPresentationStyle = .pageSheet
        viewController?.present(report, animated: true)
    }
}
