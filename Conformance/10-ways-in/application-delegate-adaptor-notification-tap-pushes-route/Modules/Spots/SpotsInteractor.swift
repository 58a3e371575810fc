import Foundation

final class SpotsInteractor {
    private let forecasts: ForecastService

    init(forecasts: ForecastService) {
        self.forecasts = forecasts
    }

    func spots() async -> [SurfSpot] {
        await forecasts.spots().sorted { $0.name < $1.name }
    }
}
