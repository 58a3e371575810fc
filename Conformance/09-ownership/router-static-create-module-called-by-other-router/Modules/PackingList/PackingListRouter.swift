import UIKit

class PackingListRouter: PackingListRouterProtocol {

    weak var viewController: UIViewController?

    static func createModule(for trip: Trip) -> UIViewController {
        let view = PackingListView(style: .insetGrouped)
        let interactor = PackingListInteractor()
        let router = PackingListRouter()
        let presenter = PackingListPresenter(interface: view, interactor: interactor, router: router, trip: trip)

        view.presenter = presenter
        interactor.presenter = presenter
        router.viewController = view

        return view
    }

    func dismiss(from view: PackingListViewProtocol) {
        if let sourceView = view as? UIViewController {
            sourceView.dismiss(animated: true)
        }
    }
}
