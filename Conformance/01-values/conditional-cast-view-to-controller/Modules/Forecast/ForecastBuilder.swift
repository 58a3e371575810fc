import UIKit

enum ForecastBuilder {
    static func build() -> UIViewController {
        let view = ForecastViewController()
        let presenter = ForecastPresenter()
        let interactor = ForecastInteractor()
        let router = ForecastRouter()

        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.view = view
        return view
    }
}
