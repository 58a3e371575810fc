import Foundation

struct Order: Decodable {
    let id: String
    let restaurant: String
    let status: String
}

struct Courier: Decodable {
    let name: String
    let latitude: Double
    let longitude: Double
}

struct Receipt: Decodable {
    let lines: [String]
    let total: Decimal
}

enum DeliveryError: Error {
    case noData
}

final class DeliveryAPI {
    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func fetchOrders(completion: @escaping ([Order]) -> Void) {
        get("orders") { (result: Result<[Order], Error>) in
            completion((try? result.get()) ?? [])
        }
    }

    func fetchCourier(orderID: String, completion: @escaping (Result<Courier, Error>) -> Void) {
        get("orders/\(orderID)/courier", completion: completion)
    }

    func fetchReceipt(orderID: String, completion: @escaping (Receipt?) -> Void) {
        get("orders/\(orderID)/receipt") { (result: Result<Receipt, Error>) in
            completion(try? result.get())
        }
    }

    func markDelivered(orderID: String, completion: @escaping (Bool) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("orders/\(orderID)/delivered"))
        request.httpMethod = "POST"
        session.dataTask(with: request) { _, response, _ in
            completion((response as? HTTPURLResponse)?.statusCode == 204)
        }.resume()
    }

    private func get<T: Decodable>(_ path: String, completion: @escaping (Result<T, Error>) -> Void) {
        session.dataTask(with: baseURL.appendingPathComponent(path)) { data, _, error in
            if let error = error {
                completion(.failure(error))
                return
            }
            guard let data = data else {
                completion(.failure(DeliveryError.noData))
                return
            }
            completion(Result { try JSONDecoder().decode(T.self, from: data) })
        }.resume()
    }
}
