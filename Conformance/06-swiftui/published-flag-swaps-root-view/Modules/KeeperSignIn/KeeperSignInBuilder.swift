import SwiftUI

enum KeeperSignInBuilder {
    @MainActor
    static func build(session: KeeperSession) -> some View {
        let interactor = KeeperSignInInteractor(session: session, auth: AssociationAuthClient())
        let presenter = KeeperSignInPresenter(interactor: interactor)
        return KeeperSignInView(presenter: presenter)
    }
}
