import UIKit

protocol ParkMapRouterInput: AnyObject {
    func openSession(zone: String)
    func showReceipt(zone: String, minutes: Int)
}

final class ParkMapRouter: ParkMapRouterInput {

    weak var viewController: UIViewController?

    func openSession(zone: String) {
        let session = ParkingSessionAssembly.assemble(zone: zone)
        viewController?.navigationController?.pushViewController(session, animated: true)
    }

    func showReceipt(zone: String, minutes: Int) {
        guard let viewController else { return }
        viewController.navigationController?.popToViewController(viewController, animated: false)
        let receipt = ParkingReceiptAssembly.assemble(zone: zone, minutes: minutes)
        viewController.present(UINavigationController(rootViewController: receipt), animated: true)
    }
}
