import Foundation

protocol SignInInteractorInput: AnyObject {
    func signIn(membershipNumber: String, postcode: String) async throws -> Member
}

final class SignInInteractor: SignInInteractorInput {

    private let session: AllotmentSession

    init(session: AllotmentSession) {
        self.session = session
    }

    func signIn(membershipNumber: String, postcode: String) async throws -> Member {
        let trimmed = postcode.replacingOccurrences(of: " ", with: "").uppercased()
        return try await session.signIn(membershipNumber: membershipNumber, postcode: trimmed)
    }
}
