import SwiftUI

enum SeedsBuilder {
    @MainActor
    static func build(library: SeedLibraryClient) -> some View {
        let interactor = SeedsInteractor(library: library)
        let router = SeedsRouter(library: library)
        let presenter = SeedsPresenter(interactor: interactor, router: router)
        return SeedsView(presenter: presenter)
    }
}
