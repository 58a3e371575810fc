import UIKit

protocol OverviewRouterInput: AnyObject {
    func openSettings()
}

final class OverviewRouter: OverviewRouterInput {

    weak var viewController: UIViewController?
    private let session: SessionService

    init(session: SessionService) {
        self.session = session
    }

    func openSettings() {
        let settings = SettingsBuilder.build(session: session)
        viewController?.navigationController?.pushViewController(settings, animated: true)
    }
}
