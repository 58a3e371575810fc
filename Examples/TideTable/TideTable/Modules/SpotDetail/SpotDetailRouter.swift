import UIKit

/// Leaves the spot detail screen by popping or dismissing it.
final class SpotDetailRouter: Router, SpotDetailRouterInput {
    func close() {
        guard let view = view else { return }
        Navigator.back(from: view)
    }
}
