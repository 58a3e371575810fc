import UIKit

protocol OrderSuccessViewProtocol: AnyObject {
    func display(orderNumber: String, total: String)
}

protocol OrderSuccessPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapDone()
    func didTapShareReceipt()
}

protocol OrderSuccessRouterProtocol: AnyObject {
    func finish()
    func shareReceipt(text: String)
}

protocol OrderSuccessCoordinating: AnyObject {
    func finishCheckout()
}
