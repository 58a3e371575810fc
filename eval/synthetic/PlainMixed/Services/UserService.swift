import Foundation

protocol UserServiceType {
    func suggestedUsers(completion: @escaping (Result<[User], Error>) -> Void)
    func user(id: String, completion: @escaping (Result<User, Error>) -> Void)
    func updateProfile(name: String, bio: String, completion: @escaping (Result<User, Error>) -> Void)
}

final class UserService: UserServiceType {
    static let shared = UserService()
    private let api = APIClient.shared

    func suggestedUsers(completion: @escaping (Result<[User], Error>) -> Void) {
        api.request(NetworkRouter.suggestedUsers, completion: completion)
    }

    func user(id: String, completion: @escaping (Result<User, Error>) -> Void) {
        api.request(NetworkRouter.user(id: id), completion: completion)
    }

    func updateProfile(name: String, bio: String, completion: @escaping (Result<User, Error>) -> Void) {
        api.request(NetworkRouter.updateProfile(name: name, bio: bio), completion: completion)
    }
}
