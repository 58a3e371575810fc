import CoreLocation
import UIKit

protocol RunsWireframeInput: AnyObject {
    func startRun(authorization status: CLAuthorizationStatus)
}

final class RunsWireframe: RunsWireframeInput {
    weak var viewController: UIViewController?

    func startRun(authorization status: CLAuthorizationStatus) {
        switch status {
        case .authorizedAlways, .authorizedWhenInUse:
            let liveRun = LiveRunAssembly.assemble()
            viewController?.navigationController?.pushViewController(liveRun, animated: true)
        case .denied, .restricted:
            let permission = LocationPermissionAssembly.assemble()
            permission.modalPresentationStyle = .formSheet
            viewController?.present(permission, animated: true)
        case .notDetermined:
            break
        @unknown default:
            print("Runs: unknown location authorization status \(status.rawValue)")
        }
    }
}
