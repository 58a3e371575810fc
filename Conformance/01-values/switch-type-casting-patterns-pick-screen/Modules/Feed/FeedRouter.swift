//
//  FeedRouter.swift
//  Beetroot
//

import UIKit

protocol FeedRoutingLogic {
    func routeToSelectedItem()
}

protocol FeedDataPassing {
    var dataStore: FeedDataStore? { get }
}

final class FeedRouter: FeedRoutingLogic, FeedDataPassing {
    weak var viewController: UIViewController?
    var dataStore: FeedDataStore?

    func routeToSelectedItem() {
        guard let item = dataStore?.selectedItem else { return }
        switch item {
        case let delivery as DeliveryNotice:
            let destination = DeliveryTrackingViewController(nibName: nil, bundle: nil)
            destination.router?.dataStore?.trackingCode = delivery.trackingCode
            viewController?.navigationController?.pushViewController(destination, animated: true)
        case let voucher as Voucher where !voucher.isExpired:
            let destination = VoucherDetailViewController(nibName: nil, bundle: nil)
            destination.router?.dataStore?.voucherCode = voucher.code
            viewController?.present(UINavigationController(rootViewController: destination), animated: true)
        case is Announcement, is Voucher:
            break // announcements and expired vouchers have no detail screen
        default:
            break
        }
    }
}
