import SwiftUI

enum CatalogueBuilder {
    static func build(library: LibraryService) -> some View {
        let interactor = CatalogueInteractor(library: library)
        let presenter = CataloguePresenter(interactor: interactor)
        return CatalogueView(presenter: presenter, library: library)
    }
}
