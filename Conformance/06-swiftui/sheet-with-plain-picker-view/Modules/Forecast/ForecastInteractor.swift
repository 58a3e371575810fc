import Foundation

final class ForecastInteractor {
    private let client: WeatherClient

    init(client: WeatherClient) {
        self.client = client
    }

    func week(for city: String) async -> [DayForecast] {
        await client.week(for: city)
    }
}
