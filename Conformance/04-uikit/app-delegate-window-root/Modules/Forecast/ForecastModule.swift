import UIKit

enum ForecastModule {
    static func build(city: String) -> UIViewController {
        let view = ForecastViewController(style: .insetGrouped)
        let presenter = ForecastPresenter(city: city)
        let interactor = ForecastInteractor()
        let router = ForecastRouter()
        view.title = city
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        router.viewController = view
        return view
    }
}
