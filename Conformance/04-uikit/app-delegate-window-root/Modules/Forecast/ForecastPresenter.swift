import Foundation

protocol ForecastPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapRadar()
}

final class ForecastPresenter: ForecastPresenterProtocol {
    weak var view: ForecastViewProtocol?
    var interactor: ForecastInteractorProtocol!
    var router: ForecastRouterProtocol!
    let city: String

    init(city: String) {
        self.city = city
    }

    func viewDidLoad() {
        interactor.fetchWeek(for: city) { [weak self] days in
            self?.view?.render(days)
        }
    }

    func didTapRadar() {
        router.openRadar(city: city)
    }
}
