import UIKit

enum PantryBuilder {
    static func build() -> UIViewController {
        let view = PantryViewController()
        let presenter = PantryPresenter()
        let router = PantryRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = PantryInteractor()
        presenter.router = router
        router.viewController = view
        router.scannerDelegate = presenter
        return view
    }
}
