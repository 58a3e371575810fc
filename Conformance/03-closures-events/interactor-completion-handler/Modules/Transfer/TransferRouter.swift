import UIKit

protocol TransferRouterInput: AnyObject {
    func showReceipt(_ receipt: Receipt)
}

final class TransferRouter: TransferRouterInput {

    weak var viewController: UIViewController?

    func showReceipt(_ receipt: Receipt) {
        let receiptScreen = TransferReceiptBuilder.build(receipt: receipt)
        viewController?.present(receiptScreen, animated: true)
    }
}
