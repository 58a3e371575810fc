import UIKit

enum BedsAssembly {

    static func assemble() -> UIViewController {
        let view = BedsViewController()
        let presenter = BedsPresenter()
        let router = BedsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = BedsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
