import SwiftUI

enum BirdModule {
    static func make(bird: BirdItem) -> some View {
        let interactor = BirdInteractor(store: .shared)
        let presenter = BirdPresenter(bird: bird, interactor: interactor)
        return BirdPage(presenter: presenter)
    }
}
