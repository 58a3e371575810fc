import SwiftUI

enum RecordSearchBuilder {
    static func build(catalog: RecordCatalog) -> some View {
        let interactor = RecordSearchInteractor(catalog: catalog)
        let presenter = RecordSearchPresenter(interactor: interactor)
        return RecordSearchView(presenter: presenter, catalog: catalog)
    }
}
