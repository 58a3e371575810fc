import Foundation

protocol ProductServiceProtocol {
    func fetchProducts(completion: @escaping (Result<[Product], Error>) -> Void)
    func fetchProduct(id: String, completion: @escaping (Result<Product, Error>) -> Void)
}

final class ProductService: ProductServiceProtocol {
    private let baseURL: URL
    private let urlSession: URLSession
    private let decoder = JSONDecoder()

    init(baseURL: URL, urlSession: URLSession = .shared) {
        self.baseURL = baseURL
        self.urlSession = urlSession
    }

    func fetchProducts(completion: @escaping (Result<[Product], Error>) -> Void) {
        get(baseURL.appendingPathComponent("products"), completion: completion)
    }

    func fetchProduct(id: String, completion: @escaping (Result<Product, Error>) -> Void) {
        get(baseURL.appendingPathComponent("products/\(id)"), completion: completion)
    }

    private func get<T: Decodable>(_ url: URL, completion: @escaping (Result<T, Error>) -> Void) {
        urlSession.dataTask(with: url) { [decoder] data, _, error in
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
