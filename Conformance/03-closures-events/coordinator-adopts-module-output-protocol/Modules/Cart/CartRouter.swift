import UIKit

protocol CartRouterInput: AnyObject {
    func openCheckout(lines: [CartLine])
}

final class CartRouter: CartRouterInput {

    weak var viewController: UIViewController?
    private weak var checkoutOutput: CheckoutModuleOutput?
    private let roastery: RoasteryAPI

    init(roastery: RoasteryAPI, checkoutOutput: CheckoutModuleOutput) {
        self.roastery = roastery
        self.checkoutOutput = checkoutOutput
    }

    func openCheckout(lines: [CartLine]) {
        let checkout = CheckoutBuilder.build(lines: lines, roastery: roastery, output: checkoutOutput)
        viewController?.navigationController?.pushViewController(checkout, animated: true)
    }
}
