import Foundation

protocol ForecastViewOutput: AnyObject {
    func viewDidLoad()
    func didTapAlerts()
    func didTapRadar()
}

final class ForecastPresenter: ForecastViewOutput {
    weak var view: ForecastViewInput?
    var interactor: ForecastInteractorInput!
    var router: ForecastRouterInput!

    func viewDidLoad() {
        let forecast = interactor.currentForecast()
        view?.show(summary: "\(forecast.city): \(forecast.summary)", alertCount: forecast.alerts.count)
    }

    func didTapAlerts() {
        router.showAlerts(interactor.currentForecast().alerts)
    }

    func didTapRadar() {
        router.showRadar(for: interactor.currentForecast().city)
    }
}
