import UIKit

enum ForecastBuilder {
    static func build() -> UIViewController {
        let view = ForecastViewController()
        let presenter = ForecastPresenter()
        let router = ForecastRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = ForecastInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
