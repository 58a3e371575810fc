import Foundation

final class SeedsInteractor {
    private let library: SeedLibraryClient

    init(library: SeedLibraryClient) {
        self.library = library
    }

    func seeds() async -> [Seed] {
        let seeds = (try? await library.catalogue()) ?? []
        return seeds.sorted { $0.name < $1.name }
    }
}
