import Foundation

struct BankSession {
    let token: String
    let customerName: String
}

protocol SignInInteractorInput: AnyObject {
    func signIn(customerNumber: String, pin: String)
}

protocol SignInInteractorOutput: AnyObject {
    func signInSucceeded(session: BankSession)
    func signInFailed(_ error: Error)
}

final class SignInInteractor: SignInInteractorInput {
    weak var output: SignInInteractorOutput?

    func signIn(customerNumber: String, pin: String) {
        Task { @MainActor in
            do {
                let session = try await Self.authenticate(customerNumber: customerNumber, pin: pin)
                output?.signInSucceeded(session: session)
            } catch {
                output?.signInFailed(error)
            }
        }
    }

    private static func authenticate(customerNumber: String, pin: String) async throws -> BankSession {
        try await Task.sleep(nanoseconds: 300_000_000)
        guard pin.count == 4 else { throw URLError(.userAuthenticationRequired) }
        return BankSession(token: UUID().uuidString, customerName: customerNumber)
    }
}
