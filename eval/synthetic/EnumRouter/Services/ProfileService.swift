import Foundation

protocol ProfileServiceProtocol {
    func fetchPeople(completion: @escaping (Result<[Person], Error>) -> Void)
    func fetchProfile(userID: String, completion: @escaping (Result<UserProfile, Error>) -> Void)
}

final class ProfileService: ProfileServiceProtocol {
    static let shared = ProfileService()

    private let baseURL = URL(string: "https://api.enumrouter.example.com/v1")!

    func fetchPeople(completion: @escaping (Result<[Person], Error>) -> Void) {
        load(baseURL.appendingPathComponent("people"), completion: completion)
    }

    func fetchProfile(userID: String, completion: @escaping (Result<UserProfile, Error>) -> Void) {
        load(baseURL.appendingPathComponent("people/\(userID)"), completion: completion)
    }

    private func load<T: Decodable>(_ url: URL, completion: @escaping (Result<T, Error>) -> Void) {
        URLSession.shared.dataTask(with: url) { data, _, error in
            let result: Result<T, Error> = error.map { .failure($0) }
                ?? Result { try JSONDecoder().decode(T.self, from: data ?? Data()) }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
