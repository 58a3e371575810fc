import SafariServices
import UIKit

final class HotelDetailRouter {
    weak var viewController: UIViewController?

    func openWebsite(_ url: URL) {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = false
        let safari = SFSafariViewController(url: url, configuration: configuration)
        safari.preferredControlTintColor = .systemTeal
        viewController?.present(safari, animated: true)
    }
}
