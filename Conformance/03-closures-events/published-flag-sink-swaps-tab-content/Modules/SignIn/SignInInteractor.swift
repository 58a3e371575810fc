import Foundation

@MainActor
final class SignInInteractor {
    private let state: AccountState
    private let auth: GymAuthClient

    init(state: AccountState, auth: GymAuthClient) {
        self.state = state
        self.auth = auth
    }

    func logIn(email: String, password: String) async -> Bool {
        do {
            let climber = try await auth.logIn(email: email, password: password)
            state.climber = climber
            state.signIn()
            return true
        } catch {
            return false
        }
    }
}
