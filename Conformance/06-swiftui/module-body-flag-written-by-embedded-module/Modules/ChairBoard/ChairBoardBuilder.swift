import SwiftUI

enum ChairBoardBuilder {
    @MainActor
    static func build() -> some View {
        let router = ChairBoardRouter()
        let interactor = ChairBoardInteractor(defaults: .standard)
        let presenter = ChairBoardPresenter(interactor: interactor, router: router)
        router.presenter = presenter
        return ChairBoardView(presenter: presenter)
    }
}
