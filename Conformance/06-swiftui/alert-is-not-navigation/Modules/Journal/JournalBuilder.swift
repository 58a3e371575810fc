import SwiftUI

enum JournalBuilder {
    static func build() -> some View {
        let interactor = JournalInteractor(store: .shared)
        let presenter = JournalPresenter(interactor: interactor)
        return JournalView(presenter: presenter)
    }
}
