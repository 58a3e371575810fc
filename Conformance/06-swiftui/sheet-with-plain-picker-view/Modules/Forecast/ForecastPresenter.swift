import Foundation

@MainActor
final class ForecastPresenter: ObservableObject {
    let city: String
    @Published private(set) var days: [DayForecast] = []
    @Published var unit: TemperatureUnit = .celsius
    @Published var isUnitPickerShown = false

    private let interactor: ForecastInteractor

    init(city: String, interactor: ForecastInteractor) {
        self.city = city
        self.interactor = interactor
    }

    func load() async {
        days = await interactor.week(for: city)
    }

    func temperature(of day: DayForecast) -> String {
        let value = unit == .celsius ? day.highCelsius : day.highCelsius * 9 / 5 + 32
        return "\(Int(value.rounded()))\(unit.rawValue)"
    }
}
