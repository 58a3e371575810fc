import Foundation

final class FeedService {
    static let shared = FeedService()
    private let api = APIClient.shared

    func feed(page: Int, completion: @escaping (Result<[Article], Error>) -> Void) {
        api.request(NetworkRouter.feed(page: page), completion: completion)
    }

    func notifications(completion: @escaping (Result<[AppNotification], Error>) -> Void) {
        // Served from the same feed backend.
        api.request(NetworkRouter.feed(page: 0), completion: { (result: Result<[AppNotification], Error>) in
            completion(result)
        })
    }

    func login(email: String, password: String, completion: @escaping (Result<AuthResponse, Error>) -> Void) {
        api.request(NetworkRouter.login(email: email, password: password), completion: completion)
    }

    func signUp(name: String, email: String, password: String,
                completion: @escaping (Result<AuthResponse, Error>) -> Void) {
        api.request(NetworkRouter.signUp(name: name, email: email, password: password), completion: completion)
    }
}
