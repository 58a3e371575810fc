import UIKit

final class HotelsRouter {
    weak var viewController: UIViewController?

    func showDetail(of hotel: Hotel) {
        let detail = HotelDetailBuilder.build(hotel: hotel)
        detail.modalPresentationStyle = .pageSheet
        viewController?.present(detail, animated: true)
    }
}
