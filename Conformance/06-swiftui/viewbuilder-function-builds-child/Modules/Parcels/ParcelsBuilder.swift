import SwiftUI

enum ParcelsBuilder {
    static func build() -> some View {
        let interactor = ParcelsInteractor(accounts: .shared)
        let presenter = ParcelsPresenter(interactor: interactor)
        return ParcelsView(presenter: presenter)
    }
}
