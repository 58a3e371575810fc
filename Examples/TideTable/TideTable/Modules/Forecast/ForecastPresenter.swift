import Foundation

final class ForecastPresenter: ForecastViewOutput, ForecastInteractorOutput {
    private weak var view: ForecastViewInput?
    private let interactor: ForecastInteractorInput

    init(view: ForecastViewInput, interactor: ForecastInteractorInput) {
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.loadTides()
    }

    func didLoad(readings: [TideReading]) {
        view?.show(readings: readings)
    }
}
