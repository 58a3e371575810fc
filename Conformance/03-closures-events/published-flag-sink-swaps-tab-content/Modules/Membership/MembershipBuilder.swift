import SwiftUI

enum MembershipBuilder {
    @MainActor
    static func build(state: AccountState) -> some View {
        let interactor = MembershipInteractor(state: state)
        let presenter = MembershipPresenter(interactor: interactor)
        return MembershipView(presenter: presenter)
    }
}
