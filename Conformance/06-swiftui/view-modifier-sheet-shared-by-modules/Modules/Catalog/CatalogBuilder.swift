import SwiftUI

enum CatalogBuilder {
    static func build(store: FurnitureStore, feedback: FeedbackService) -> some View {
        let interactor = CatalogInteractor(store: store)
        let presenter = CatalogPresenter(interactor: interactor)
        return CatalogView(presenter: presenter, store: store, feedback: feedback)
    }
}
