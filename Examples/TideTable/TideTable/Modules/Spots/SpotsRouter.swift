import UIKit

/// Pushes the detail screen of the selected spot.
final class SpotsRouter: Router, SpotsRouterInput {
    func showDetail(for spot: Spot) {
        guard let view = view else { return }
        let transition = PushTransition(from: view, to: SpotDetailBuilder.build(spot: spot))
        transition.perform()
    }
}
