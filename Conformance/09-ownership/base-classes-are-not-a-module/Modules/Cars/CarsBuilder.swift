import UIKit

enum CarsBuilder {

    static func build() -> UIViewController {
        let view = CarsViewController()
        let interactor = CarsInteractor()
        let router = CarsRouter()
        let presenter = CarsPresenter(interactor: interactor, router: router)
        interactor.output = presenter
        presenter.view = view
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
