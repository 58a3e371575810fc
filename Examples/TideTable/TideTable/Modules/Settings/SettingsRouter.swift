import UIKit

final class SettingsRouter: Router, SettingsRouterInput {
    func close() {
        guard let view = view else { return }
        Navigator.back(from: view)
    }
}
