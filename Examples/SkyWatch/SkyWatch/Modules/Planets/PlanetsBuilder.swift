import UIKit

enum PlanetsBuilder {
    static func build() -> UIViewController {
        let view = PlanetsViewController()
        let router = PlanetsRouter()
        router.viewController = view
        view.router = router
        return view
    }
}
