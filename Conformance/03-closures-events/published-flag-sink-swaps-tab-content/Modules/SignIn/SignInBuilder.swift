import SwiftUI

enum SignInBuilder {
    @MainActor
    static func build(state: AccountState) -> some View {
        let interactor = SignInInteractor(state: state, auth: GymAuthClient())
        let presenter = SignInPresenter(interactor: interactor)
        return SignInView(presenter: presenter)
    }
}
