import UIKit

/// Builds the bookings module for one berth.
enum BookingsBuilder {
    static func build(berth: Berth) -> UIViewController {
        let view = BookingsViewController()
        let interactor = BookingsInteractor(berthID: berth.id)
        let router = BookingsRouter()
        let presenter = BookingsPresenter(view: view, interactor: interactor, router: router)
        view.output = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
