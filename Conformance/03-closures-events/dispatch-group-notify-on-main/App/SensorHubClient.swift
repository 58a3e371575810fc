import Foundation

struct SensorReading: Decodable {
    let sensorID: String
    let temperature: Double
    let humidity: Double
    let soilMoisture: Double?
}

enum SensorHubError: Error {
    case unreachable(String)
}

final class SensorHubClient {

    private let session = URLSession(configuration: .ephemeral)
    private let baseURL = URL(string: "http://greenhouse-hub.local/api/sensors")!

    func reading(for sensorID: String, completion: @escaping (Result<SensorReading, Error>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent(sensorID))
        request.timeoutInterval = 4
        session.dataTask(with: request) { data, _, error in
            guard let data, error == nil else {
                completion(.failure(error ?? SensorHubError.unreachable(sensorID)))
                return
            }
            completion(Result { try JSONDecoder().decode(SensorReading.self, from: data) })
        }.resume()
    }
}
