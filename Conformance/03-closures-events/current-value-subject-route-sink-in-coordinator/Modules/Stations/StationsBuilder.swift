import UIKit
import Combine

enum StationsBuilder {

    static func build(network: DockNetwork, route: CurrentValueSubject<RideRoute?, Never>) -> UIViewController {
        let view = StationsViewController()
        let interactor = StationsInteractor(network: network)
        let presenter = StationsPresenter(interactor: interactor, route: route)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
