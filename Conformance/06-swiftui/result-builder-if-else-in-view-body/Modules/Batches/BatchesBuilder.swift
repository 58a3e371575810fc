import SwiftUI

enum BatchesBuilder {
    static func build() -> some View {
        let interactor = BatchesInteractor(log: .shared, preferences: .shared)
        let presenter = BatchesPresenter(interactor: interactor)
        return BatchesView(presenter: presenter)
    }
}
