import Foundation

struct Bed: Decodable {
    let id: String
    let name: String
    let plantIDs: [String]
}

struct Plant: Decodable {
    let id: String
    let commonName: String
    let latinName: String
    let flowering: String
}

final class GardenAPI {

    static let shared = GardenAPI(baseURL: AppConfig.shared.apiBaseURL)

    private let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func beds(completion: @escaping ([Bed]) -> Void) {
        URLSession.shared.dataTask(with: baseURL.appendingPathComponent("beds")) { data, _, _ in
            let beds = data.flatMap { try? JSONDecoder().decode([Bed].self, from: $0) } ?? []
            DispatchQueue.main.async { completion(beds) }
        }.resume()
    }

    func plant(id: String, completion: @escaping (Plant?) -> Void) {
        URLSession.shared.dataTask(with: baseURL.appendingPathComponent("plants/\(id)")) { data, _, _ in
            let plant = data.flatMap { try? JSONDecoder().decode(Plant.self, from: $0) }
            DispatchQueue.main.async { completion(plant) }
        }.resume()
    }
}
