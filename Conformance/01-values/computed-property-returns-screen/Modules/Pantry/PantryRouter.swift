import UIKit

final class PantryRouter {
    weak var viewController: UIViewController?
    weak var scannerDelegate: BarcodeScannerDelegate?

    private var scannerScreen: UIViewController {
        BarcodeScannerBuilder.build(delegate: scannerDelegate)
    }

    func openScanner() {
        viewController?.present(scannerScreen, animated: true)
    }
}
