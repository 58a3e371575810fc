import UIKit

protocol PrescriptionLookupRouterInput: AnyObject {
    func openPrescription(_ prescription: Prescription)
}

final class PrescriptionLookupRouter: PrescriptionLookupRouterInput {

    weak var viewController: UIViewController?

    func openPrescription(_ prescription: Prescription) {
        let detail = PrescriptionDetailViewController()
        PrescriptionDetailConfigurator.configure(detail, prescription: prescription)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
