import UIKit

final class RadarModuleConfigurator {

    func configuredViewController() -> UIViewController {
        let view = RadarViewController()
        let presenter = RadarPresenter()
        let router = RadarRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = RadarInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
