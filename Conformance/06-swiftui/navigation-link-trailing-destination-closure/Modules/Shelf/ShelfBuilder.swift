import SwiftUI

enum ShelfBuilder {
    static func build(catalog: CatalogService) -> some View {
        let interactor = ShelfInteractor(catalog: catalog)
        let presenter = ShelfPresenter(interactor: interactor)
        return ShelfView(presenter: presenter, catalog: catalog)
    }
}
