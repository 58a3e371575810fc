import UIKit

enum StationsBuilder {
    static func build() -> UIViewController {
        let view = StationsViewController()
        let router = StationsRouter()
        let presenter = StationsPresenter(router: router, interactor: StationsInteractor())
        view.output = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
