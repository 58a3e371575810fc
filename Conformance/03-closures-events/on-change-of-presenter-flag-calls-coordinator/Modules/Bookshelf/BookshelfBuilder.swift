import SwiftUI

enum BookshelfBuilder {
    @MainActor
    static func build(api: AudiobookAPI) -> some View {
        let interactor = BookshelfInteractor(api: api)
        let presenter = BookshelfPresenter(interactor: interactor)
        return BookshelfView(presenter: presenter, api: api)
    }
}
