import Foundation

final class ForecastInteractor: ForecastInteractorInput {
    weak var output: ForecastInteractorOutput?

    func loadTides() {
        output?.didLoad(readings: [TideReading(time: "06:10", heightMeters: 0.4), TideReading(time: "12:25", heightMeters: 1.9)])
    }
}
