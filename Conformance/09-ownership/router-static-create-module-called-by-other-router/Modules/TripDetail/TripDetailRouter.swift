import UIKit

class TripDetailRouter: TripDetailRouterProtocol {

    weak var viewController: UIViewController?

    static func createModule(with trip: Trip) -> UIViewController {
        let view = TripDetailView()
        let router = TripDetailRouter()
        let presenter = TripDetailPresenter(interface: view, router: router, trip: trip)

        view.presenter = presenter
        router.viewController = view

        return view
    }

    func presentPackingList(for trip: Trip, from view: TripDetailViewProtocol) {
        let packingListModule = PackingListRouter.createModule(for: trip)
        let navigation = UINavigationController(rootViewController: packingListModule)
        if let sourceView = view as? UIViewController {
            sourceView.present(navigation, animated: true)
        }
    }
}
