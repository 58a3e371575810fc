import SwiftUI

enum AccountsBuilder {
    static func build() -> some View {
        let interactor = AccountsInteractor(client: .shared)
        let presenter = AccountsPresenter(interactor: interactor)
        return AccountsView(presenter: presenter)
    }
}
