import Foundation

/// Loads the tide readings when the forecast screen appears and hands them to the view.
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
