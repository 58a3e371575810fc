import UIKit

enum TripsBuilder {

    static func build(onOpenBooking: @escaping (Trip.ID) -> Void) -> UIViewController {
        let view = TripsViewController()
        let router = TripsRouter(onOpenBooking: onOpenBooking)
        let presenter = TripsPresenter(interactor: TripsInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
