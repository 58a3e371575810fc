import StoreKit
import UIKit

protocol PracticeRouterInput: AnyObject {
    func openSession(_ session: PracticeSession)
    func openTunerInAppStore(identifier: Int)
}

final class PracticeRouter: NSObject, PracticeRouterInput {

    weak var viewController: UIViewController?

    func openSession(_ session: PracticeSession) {
        let detail = SessionDetailBuilder.build(session: session)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func openTunerInAppStore(identifier: Int) {
        let store = SKStoreProductViewController()
        store.delegate = self
        store.loadProduct(withParameters: [SKStoreProductParameterITunesItemIdentifier: NSNumber(value: identifier)]) { loaded, error in
            if !loaded {
                print("Store page failed to load: \(String(describing: error))")
            }
        }
        viewController?.present(store, animated: true)
    }
}

extension PracticeRouter: SKStoreProductViewControllerDelegate {

    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {
        viewController.dismiss(animated: true)
    }
}
