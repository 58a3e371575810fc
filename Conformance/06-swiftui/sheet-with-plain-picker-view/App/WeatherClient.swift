import Foundation

enum TemperatureUnit: String, CaseIterable, Identifiable {
    case celsius = "°C"
    case fahrenheit = "°F"

    var id: String { rawValue }
}

struct DayForecast: Identifiable, Hashable {
    let id: Date
    let summary: String
    let highCelsius: Double
}

final class WeatherClient {
    static let shared = WeatherClient()

    func week(for city: String) async -> [DayForecast] {
        (0..<7).map { offset in
            DayForecast(id: .now.addingTimeInterval(Double(offset) * 86_400), summary: offset.isMultiple(of: 3) ? "Showers" : "Sunny", highCelsius: 18 + Double(offset))
        }
    }

    func radarFrameURLs(for city: String) async -> [URL] {
        (0..<6).compactMap { URL(string: "https://tiles.example.com/radar/\(city)/\($0).png") }
    }
}
