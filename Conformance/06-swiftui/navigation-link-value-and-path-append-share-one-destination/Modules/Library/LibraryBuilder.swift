import SwiftUI

enum LibraryBuilder {
    @MainActor
    static func build(catalog: RecordCatalog, navigator: ShelfNavigator) -> some View {
        let router = LibraryRouter(navigator: navigator)
        let interactor = LibraryInteractor(catalog: catalog)
        let presenter = LibraryPresenter(interactor: interactor, router: router)
        return LibraryView(presenter: presenter, navigator: navigator, catalog: catalog)
    }
}
