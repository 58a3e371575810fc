import Foundation

final class ForecastPresenter {
    weak var view: ForecastViewController?
    var interactor: ForecastInteractor!
    var router: ForecastRouter!

    func viewDidLoad() {
        interactor.current { [weak self] city, temperature in
            self?.view?.show(city: city, temperature: temperature)
        }
    }

    func didTapTodayCard() {
        router.showDetails()
    }

    func didTapWeekCard() {
        router.showDetails(.daily)
    }
}
