import UIKit

/// Builds the Forecast tab's screen.
enum ForecastBuilder {
    static func build() -> UIViewController {
        let view = ForecastViewController()
        let interactor = ForecastInteractor()
        let presenter = ForecastPresenter(view: view, interactor: interactor)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
