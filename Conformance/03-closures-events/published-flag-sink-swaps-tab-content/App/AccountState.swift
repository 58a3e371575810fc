import Foundation

struct Climber {
    let name: String
    let memberNumber: String
    let passType: String
    let validUntil: Date
}

@MainActor
final class AccountState: ObservableObject {
    @Published var signedIn = false
    var climber: Climber?

    func signIn() {
        signedIn = true
    }

    func signOut() {
        climber = nil
        signedIn = false
    }
}

struct GymAuthClient {
    enum AuthError: Error {
        case rejected
    }

    func logIn(email: String, password: String) async throws -> Climber {
        try await Task.sleep(nanoseconds: 300_000_000)
        guard email.contains("@"), password.count >= 8 else {
            throw AuthError.rejected
        }
        return Climber(name: email.components(separatedBy: "@")[0].capitalized,
                       memberNumber: "BB-\(40_000 + email.count * 137)",
                       passType: "10-visit punch card",
                       validUntil: Date().addingTimeInterval(86_400 * 180))
    }
}
