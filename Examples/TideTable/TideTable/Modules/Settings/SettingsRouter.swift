import UIKit

/// Leaves the settings the way they were opened, by popping or dismissing them.
final class SettingsRouter: Router, SettingsRouterInput {
    func close() {
        guard let view = view else { return }
        Navigator.back(from: view)
    }
}
