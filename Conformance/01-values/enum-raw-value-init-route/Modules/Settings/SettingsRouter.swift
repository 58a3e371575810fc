import UIKit

final class SettingsRouter {
    weak var viewController: UIViewController?

    func open(_ row: SettingsRow) {
        switch row {
        case .storage:
            viewController?.navigationController?.pushViewController(StorageBuilder.build(), animated: true)
        case .playback:
            viewController?.navigationController?.pushViewController(PlaybackBuilder.build(), animated: true)
        case .licenses:
            viewController?.present(LicensesBuilder.build(), animated: true)
        }
    }
}
