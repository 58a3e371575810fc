import Foundation

struct TokenStore {
    private let key = "pacer.accessToken"

    var token: String? {
        UserDefaults.standard.string(forKey: key)
    }

    func save(_ token: String) {
        UserDefaults.standard.set(token, forKey: key)
    }
}

/// Links the user's Pacer account (a third-party training log) so runs sync there.
@MainActor
final class PacerConnection: ObservableObject {
    @Published private(set) var isConnected: Bool

    private let tokens: TokenStore
    private var expectedState: String?

    init(tokens: TokenStore) {
        self.tokens = tokens
        self.isConnected = tokens.token != nil
    }

    func authorizeURL() -> URL {
        let state = UUID().uuidString
        expectedState = state
        var components = URLComponents(string: "https://pacer.example.com/oauth/authorize")!
        components.queryItems = [
            URLQueryItem(name: "client_id", value: "stride-ios"),
            URLQueryItem(name: "redirect_uri", value: "stride://oauth/callback"),
            URLQueryItem(name: "scope", value: "activities:write"),
            URLQueryItem(name: "state", value: state)
        ]
        return components.url!
    }

    func completeAuthorization(callback url: URL) async {
        guard url.scheme == "stride", url.host == "oauth", url.path == "/callback",
              let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
              let code = items.first(where: { $0.name == "code" })?.value,
              let state = items.first(where: { $0.name == "state" })?.value,
              state == expectedState
        else { return }

        expectedState = nil
        let token = await exchange(code: code)
        tokens.save(token)
        isConnected = true
    }

    private func exchange(code: String) async -> String {
        "pacer-token-\(code.prefix(8))"
    }
}
