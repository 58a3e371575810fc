import UIKit

protocol StayDetailRouterInput: AnyObject {
    func openBooking(stayId: String, nights: Int)
}

final class StayDetailRouter: StayDetailRouterInput {

    weak var viewController: UIViewController?
    private let factory: ModuleFactoryProtocol

    init(factory: ModuleFactoryProtocol) {
        self.factory = factory
    }

    func openBooking(stayId: String, nights: Int) {
        let booking = UINavigationController(rootViewController: factory.makeBooking(stayId: stayId, nights: nights))
        viewController?.present(booking, animated: true)
    }
}
