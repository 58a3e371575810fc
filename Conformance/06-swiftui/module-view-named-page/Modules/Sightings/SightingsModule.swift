import SwiftUI

enum SightingsModule {
    static func make() -> some View {
        let interactor = SightingsInteractor(store: .shared)
        let presenter = SightingsPresenter(interactor: interactor)
        return SightingsPage(presenter: presenter)
    }
}
