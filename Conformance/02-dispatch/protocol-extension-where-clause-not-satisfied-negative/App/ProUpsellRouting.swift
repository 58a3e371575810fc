import UIKit

protocol ProUpsellRouting: AnyObject {
    var viewController: UIViewController? { get }
}

extension ProUpsellRouting {
    func offerPro(source: String) {
        let offer = ProOfferBuilder.build(source: source)
        viewController?.present(offer, animated: true)
    }
}
