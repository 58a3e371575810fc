import SwiftUI

enum PatternsBuilder {
    @MainActor
    static func build() -> some View {
        let interactor = PatternsInteractor(library: .shared)
        let presenter = PatternsPresenter(interactor: interactor)
        return PatternsView(presenter: presenter)
    }
}
