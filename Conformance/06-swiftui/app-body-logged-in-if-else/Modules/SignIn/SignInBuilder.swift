import SwiftUI

enum SignInBuilder {
    @MainActor
    static func build(session: SessionStore) -> some View {
        let interactor = SignInInteractor(session: session)
        let presenter = SignInPresenter(interactor: interactor)
        return SignInView(presenter: presenter)
    }
}
