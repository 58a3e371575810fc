import SwiftUI

@MainActor enum CellarAssembly {
    static func assemble() -> some View {
        let interactor = CellarInteractor(store: .shared)
        let presenter = CellarPresenter(interactor: interactor)
        return CellarView(presenter: presenter)
    }
}
