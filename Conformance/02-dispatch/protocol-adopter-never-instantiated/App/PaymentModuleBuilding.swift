import UIKit

protocol PaymentModuleBuilding {
    func build(orderID: String) -> UIViewController
}
