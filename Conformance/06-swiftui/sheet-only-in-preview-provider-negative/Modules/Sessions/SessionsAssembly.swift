import SwiftUI

enum SessionsAssembly {
    static func assemble(library: SessionLibrary) -> some View {
        let presenter = SessionsPresenter(library: library)
        return SessionsView(presenter: presenter)
    }
}
