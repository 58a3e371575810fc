import SwiftUI
import UIKit

final class PrescriptionsRouter {
    weak var viewController: UIViewController?

    func showRefill(for prescription: Prescription) {
        let refillView = RefillBuilder.build(prescription: prescription)
        let hostingController = UIHostingController(rootView: refillView)
        hostingController.title = "Refill \(prescription.drug)"
        viewController?.navigationController?.pushViewController(hostingController, animated: true)
    }
}
