import UIKit

enum CitiesBuilder {

    static func build() -> UIViewController {
        let view = CitiesViewController()
        let router = CitiesRouter()
        let presenter = CitiesPresenter(interactor: CitiesInteractor(), router: router)
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
