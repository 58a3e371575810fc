import UIKit

protocol OrdersRouterInput: AnyObject {
    func openTracking(orderID: String)
    func openReceipt(orderID: String)
    func openRating(orderID: String)
}

final class OrdersRouter: OrdersRouterInput {
    weak var viewController: UIViewController?
    private let api: DeliveryAPI

    init(api: DeliveryAPI) {
        self.api = api
    }

    func openTracking(orderID: String) {
        api.fetchCourier(orderID: orderID) { [weak self] result in
            DispatchQueue.main.async {
                guard let self = self else { return }
                guard case .success(let courier) = result else { return }
                let map = CourierMapBuilder.build(courier: courier)
                self.viewController?.navigationController?.pushViewController(map, animated: true)
            }
        }
    }

    func openReceipt(orderID: String) {
        api.fetchReceipt(orderID: orderID) { [weak self] receipt in
            DispatchQueue.main.async {
                guard let self, let receipt else { return }
                let screen = UINavigationController(rootViewController: OrderReceiptBuilder.build(receipt: receipt))
                self.viewController?.present(screen, animated: true)
            }
        }
    }

    func openRating(orderID: String) {
        api.markDelivered(orderID: orderID) { [weak self] delivered in
            DispatchQueue.main.async {
                guard delivered, let strongSelf = self, let source = strongSelf.viewController else { return }
                source.present(RateCourierBuilder.build(orderID: orderID), animated: true)
            }
        }
    }
}
