import UIKit

/// Builds the venue map module for a venue and pops back to the event.
class VenueMapRouter: VenueMapPresenterToRouterProtocol {

    static func createModule(venueName: String,
                             address: String,
                             latitude: Double,
                             longitude: Double) -> UIViewController {
        let location = VenueLocation(name: venueName, address: address, latitude: latitude, longitude: longitude)
        let view = VenueMapViewController()
        let presenter = VenueMapPresenter()
        let interactor = VenueMapInteractor(location: location)

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = VenueMapRouter()
        interactor.presenter = presenter

        return view
    }

    func popBackToEvent(from view: VenueMapPresenterToViewProtocol?) {
        guard let mapScreen = view as? UIViewController else { return }
        mapScreen.navigationController?.popViewController(animated: true)
    }
}
