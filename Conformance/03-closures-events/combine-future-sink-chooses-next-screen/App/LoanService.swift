import Foundation

struct Book: Decodable, Equatable {
    let isbn: String
    let title: String
    let author: String
}

struct HoldSlip: Decodable {
    let branch: String
    let shelf: String
    let collectBy: Date
}

enum HoldOutcome {
    case readyForPickup(HoldSlip)
    case waitlisted(position: Int)
}

enum HoldError: Error {
    case notSignedIn
    case unavailable
    case network(Error)

    var message: String {
        switch self {
        case .notSignedIn: return "Sign in with your library card to place holds."
        case .unavailable: return "This title can't be reserved."
        case .network: return "The catalogue is unreachable. Try again later."
        }
    }
}

final class LoanService {

    private struct HoldResponse: Decodable {
        let status: String
        let slip: HoldSlip?
        let queuePosition: Int?
    }

    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func search(_ query: String, completion: @escaping ([Book]) -> Void) {
        var components = URLComponents(url: baseURL.appendingPathComponent("search"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        session.dataTask(with: components.url!) { data, _, _ in
            let books = data.flatMap { try? JSONDecoder().decode([Book].self, from: $0) } ?? []
            completion(books)
        }.resume()
    }

    func placeHold(isbn: String, completion: @escaping (Result<HoldOutcome, HoldError>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("holds/\(isbn)"))
        request.httpMethod = "POST"
        session.dataTask(with: request) { data, response, error in
            if let error {
                completion(.failure(.network(error)))
                return
            }
            if (response as? HTTPURLResponse)?.statusCode == 401 {
                completion(.failure(.notSignedIn))
                return
            }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            guard let data, let hold = try? decoder.decode(HoldResponse.self, from: data) else {
                completion(.failure(.unavailable))
                return
            }
            if let slip = hold.slip {
                completion(.success(.readyForPickup(slip)))
            } else {
                completion(.success(.waitlisted(position: hold.queuePosition ?? 1)))
            }
        }.resume()
    }
}
