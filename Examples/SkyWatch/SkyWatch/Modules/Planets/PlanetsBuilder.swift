import UIKit

/// Builds the planets list and its router.
enum PlanetsBuilder {
    static func build() -> UIViewController {
        let view = PlanetsViewController()
        let router = PlanetsRouter()
        router.viewController = view
        view.router = router
        return view
    }
}
