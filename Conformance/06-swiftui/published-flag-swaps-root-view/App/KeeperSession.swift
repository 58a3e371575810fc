import Foundation

@MainActor
final class KeeperSession: ObservableObject {
    @Published var isSignedIn = false
    var keeperName: String?
}

struct AssociationAuthClient {
    enum AuthError: Error {
        case wrongCredentials
    }

    func authenticate(membershipNumber: String, password: String) async throws -> String {
        try await Task.sleep(nanoseconds: 400_000_000)
        guard membershipNumber.count == 6, password.count >= 8 else {
            throw AuthError.wrongCredentials
        }
        return "Keeper \(membershipNumber)"
    }
}
