import Foundation

/// API endpoints. (Despite the name, this has nothing to do with screen navigation.)
enum NetworkRouter: URLRequestConvertible {
    case login(email: String, password: String)
    case signUp(name: String, email: String, password: String)
    case feed(page: Int)
    case article(id: String)
    case threads
    case messages(threadID: String)
    case sendMessage(threadID: String, text: String)
    case suggestedUsers
    case user(id: String)
    case updateProfile(name: String, bio: String)

    static let baseURL = URL(string: "https://api.plainmixed.example.com/v2")!

    private var method: HTTPMethod {
        switch self {
        case .login, .signUp, .sendMessage: return .post
        case .updateProfile: return .put
        default: return .get
        }
    }

    private var path: String {
        switch self {
        case .login: return "auth/login"
        case .signUp: return "auth/signup"
        case .feed: return "feed"
        case .article(let id): return "articles/\(id)"
        case .threads: return "threads"
        case .messages(let threadID), .sendMessage(let threadID, _): return "threads/\(threadID)/messages"
        case .suggestedUsers: return "users/suggested"
        case .user(let id): return "users/\(id)"
        case .updateProfile: return "me"
        }
    }

    private var body: [String: Any]? {
        switch self {
        case let .login(email, password): return ["email": email, "password": password]
        case let .signUp(name, email, password): return ["name": name, "email": email, "password": password]
        case let .sendMessage(_, text): return ["text": text]
        case let .updateProfile(name, bio): return ["name": name, "bio": bio]
        default: return nil
        }
    }

    func asURLRequest() throws -> URLRequest {
        var components = URLComponents(url: NetworkRouter.baseURL.appendingPathComponent(path),
                                       resolvingAgainstBaseURL: false)!
        if case .feed(let page) = self {
            components.queryItems = [URLQueryItem(name: "page", value: String(page))]
        }
        var request = URLRequest(url: components.url!)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = SessionManager.shared.token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let body = body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
        }
        return request
    }
}
