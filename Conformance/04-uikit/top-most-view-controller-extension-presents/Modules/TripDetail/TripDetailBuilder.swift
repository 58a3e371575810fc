import UIKit

enum TripDetailBuilder {

    static func build(trip: Trip) -> UIViewController {
        let view = TripDetailViewController()
        let presenter = TripDetailPresenter(trip: trip, router: TripDetailRouter())
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
