import SwiftUI

enum PatternsBuilder {
    static func build() -> AnyView {
        let interactor = PatternsInteractor(library: .shared)
        let presenter = PatternsPresenter(interactor: interactor)
        return AnyView(PatternsView(presenter: presenter))
    }
}
