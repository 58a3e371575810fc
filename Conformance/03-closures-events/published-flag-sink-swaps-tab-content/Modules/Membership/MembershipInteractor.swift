import Foundation

@MainActor
final class MembershipInteractor {
    private let state: AccountState

    init(state: AccountState) {
        self.state = state
    }

    func memberCard() -> Climber? {
        state.climber
    }

    func logOut() {
        state.signOut()
    }
}
