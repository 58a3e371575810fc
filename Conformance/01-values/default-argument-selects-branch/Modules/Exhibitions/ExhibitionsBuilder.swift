import UIKit

enum ExhibitionsBuilder {
    static func build() -> UIViewController {
        let view = ExhibitionsViewController()
        let presenter = ExhibitionsPresenter()
        let interactor = ExhibitionsInteractor()
        let router = ExhibitionsRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
