import Foundation

final class SongbookInteractor {
    private let library: SongLibrary

    init(library: SongLibrary) {
        self.library = library
    }

    func songs() async -> [Song] {
        await library.songs().sorted { $0.title < $1.title }
    }
}
