import Foundation

struct Forecast {
    let city: String
    let summary: String
    let alerts: [String]
}

protocol ForecastInteractorInput: AnyObject {
    func currentForecast() -> Forecast
}

final class ForecastInteractor: ForecastInteractorInput {
    func currentForecast() -> Forecast {
        Forecast(city: "Bergen", summary: "Rain, 9°C, wind 12 m/s", alerts: ["Strong wind warning until 18:00"])
    }
}
