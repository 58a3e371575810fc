import UIKit

protocol InboxRouterInput: AnyObject {
    func open<Item: InboxItem>(_ item: Item)
    func openSettings()
}

final class InboxRouter: InboxRouterInput {
    weak var viewController: UIViewController?

    func open<Item: InboxItem>(_ item: Item) {
        guard let detail = detailScreen(for: item) else {
            print("Inbox: no detail screen for \"\(item.subject)\"")
            return
        }
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func openSettings() {
        let settings = UINavigationController(rootViewController: InboxSettingsBuilder.build())
        viewController?.present(settings, animated: true)
    }

    /// Messages without a screen of their own stay in the list.
    private func detailScreen(for item: any InboxItem) -> UIViewController? {
        nil
    }

    private func detailScreen(for notice: ParcelNotice) -> UIViewController? {
        ParcelTrackingBuilder.build(trackingNumber: notice.trackingNumber, carrier: notice.carrier)
    }
}
