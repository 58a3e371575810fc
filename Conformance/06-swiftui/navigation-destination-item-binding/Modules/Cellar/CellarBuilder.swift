import SwiftUI

enum CellarBuilder {
    static func build(store: WineInventory) -> some View {
        let interactor = CellarInteractor(store: store)
        let presenter = CellarPresenter(interactor: interactor)
        return CellarView(presenter: presenter, store: store)
    }
}
