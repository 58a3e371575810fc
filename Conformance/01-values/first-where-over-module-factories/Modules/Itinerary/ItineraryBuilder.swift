import UIKit

enum ItineraryBuilder {
    static func build(tripName: String) -> UIViewController {
        let view = ItineraryViewController(style: .insetGrouped)
        let router = ItineraryRouter()
        let presenter = ItineraryPresenter(tripName: tripName, interactor: ItineraryInteractor(), router: router)
        presenter.view = view
        view.output = presenter
        router.viewController = view
        return view
    }
}
