import Foundation

struct Policy: Decodable {
    let number: String
    let product: String
}

enum InsuranceAPIError: Error {
    case unauthorized
    case transport(Error)
}

final class InsuranceAPI {

    private let session = URLSession(configuration: .default, delegate: nil, delegateQueue: .main)
    private let baseURL = URL(string: "https://api.example-insurance.test")!
    private(set) var token: String?

    func signIn(email: String, password: String, completion: @escaping (Bool) -> Void) {
        token = "token-for-\(email)"
        completion(!password.isEmpty)
    }

    func policies(completion: @escaping (Result<[Policy], InsuranceAPIError>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("policies"))
        request.setValue("Bearer \(token ?? "")", forHTTPHeaderField: "Authorization")
        session.dataTask(with: request) { data, response, error in
            if let error {
                completion(.failure(.transport(error)))
            } else if (response as? HTTPURLResponse)?.statusCode == 401 {
                completion(.failure(.unauthorized))
            } else {
                completion(.success((try? JSONDecoder().decode([Policy].self, from: data ?? Data())) ?? []))
            }
        }.resume()
    }
}
