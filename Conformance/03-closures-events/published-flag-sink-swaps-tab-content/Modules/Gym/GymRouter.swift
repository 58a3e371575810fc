import SwiftUI

@MainActor
final class GymRouter {
    private let state: AccountState

    init(state: AccountState) {
        self.state = state
    }

    func makeMembershipView() -> AnyView {
        AnyView(MembershipBuilder.build(state: state))
    }

    func makeSignInView() -> AnyView {
        AnyView(SignInBuilder.build(state: state))
    }
}
