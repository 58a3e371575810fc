import Foundation

struct TransferRequest: Encodable {
    let amount: Decimal
    let iban: String
}

struct TransferResponse: Decodable {
    let reference: String
    let bookedAt: Date
}

final class PaymentsAPI {

    private let session: URLSession
    private let baseURL = URL(string: "https://api.example-bank.test/v1")!

    init(session: URLSession = URLSession(configuration: .default, delegate: nil, delegateQueue: .main)) {
        self.session = session
    }

    func send(_ transfer: TransferRequest, completion: @escaping (Result<TransferResponse, Error>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("transfers"))
        request.httpMethod = "POST"
        request.httpBody = try? JSONEncoder().encode(transfer)
        session.dataTask(with: request) { data, _, error in
            if let error {
                completion(.failure(error))
                return
            }
            do {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                completion(.success(try decoder.decode(TransferResponse.self, from: data ?? Data())))
            } catch {
                completion(.failure(error))
            }
        }.resume()
    }
}
