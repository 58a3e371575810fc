import UIKit

final class SpotDetailRouter: Router, SpotDetailRouterInput {
    func close() {
        guard let view = view else { return }
        Navigator.back(from: view)
    }
}
