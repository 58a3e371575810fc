import SwiftUI

final class SeedsRouter {
    private let library: SeedLibraryClient

    init(library: SeedLibraryClient) {
        self.library = library
    }

    @MainActor
    func makeSowingGuide(for seed: Seed) -> some View {
        SowingGuideBuilder.build(seed: seed, library: library)
    }
}
