import UIKit

enum ItineraryBuilder {
    static func build(trip: Trip) -> UIViewController {
        let view = ItineraryViewController()
        let router = ItineraryRouter()
        let presenter = ItineraryPresenter(interactor: ItineraryInteractor(trip: trip), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
