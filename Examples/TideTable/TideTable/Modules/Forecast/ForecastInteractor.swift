import Foundation

final class ForecastInteractor: ForecastInteractorInput {
    weak var output: ForecastInteractorOutput?

    func loadTides() {
        output?.didLoad(readings: TideRepository.shared.todaysReadings())
    }
}
