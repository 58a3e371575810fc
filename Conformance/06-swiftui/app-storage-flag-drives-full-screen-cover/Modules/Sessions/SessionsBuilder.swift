import SwiftUI

enum SessionsBuilder {
    static func build(catalog: MeditationCatalog) -> some View {
        let interactor = SessionsInteractor(catalog: catalog)
        let presenter = SessionsPresenter(interactor: interactor)
        return SessionsView(presenter: presenter, catalog: catalog)
    }
}
