import UIKit

enum TripPlanAssembly {

    static func assemble(trip: Trip) -> UIViewController {
        let view = TripPlanViewController(style: .plain)
        let presenter = TripPlanPresenter(trip: trip)
        let router = TripPlanRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
