import Foundation

struct DailyForecast: Decodable {
    let weekday: String
    let high: Int
    let low: Int
}

protocol ForecastInteractorProtocol: AnyObject {
    func fetchWeek(for city: String, completion: @escaping ([DailyForecast]) -> Void)
}

final class ForecastInteractor: ForecastInteractorProtocol {
    private let session = URLSession.shared

    func fetchWeek(for city: String, completion: @escaping ([DailyForecast]) -> Void) {
        let query = city.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? city
        guard let url = URL(string: "https://api.example-weather.com/v1/week?city=\(query)") else { return }
        session.dataTask(with: url) { data, _, _ in
            let days = data.flatMap { try? JSONDecoder().decode([DailyForecast].self, from: $0) } ?? []
            DispatchQueue.main.async { completion(days) }
        }.resume()
    }
}
