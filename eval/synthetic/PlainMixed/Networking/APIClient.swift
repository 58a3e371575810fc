import Foundation

final class APIClient {
    static let shared = APIClient()

    private let session: URLSession
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func request<T: Decodable>(_ route: URLRequestConvertible,
                               as type: T.Type = T.self,
                               completion: @escaping (Result<T, Error>) -> Void) {
        let request: URLRequest
        do {
            request = try route.asURLRequest()
        } catch {
            completion(.failure(error))
            return
        }
        session.dataTask(with: request) { [decoder] data, _, error in
            let result: Result<T, Error>
            if let error = error {
                result = .failure(error)
            } else {
                result = Result { try decoder.decode(T.self, from: data ?? Data()) }
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
