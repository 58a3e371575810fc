import Foundation

final class AlbumInteractor {
    private let library: PhotoLibrary

    init(library: PhotoLibrary) {
        self.library = library
    }

    func photos() -> [PhotoItem] {
        library.photos()
    }
}
