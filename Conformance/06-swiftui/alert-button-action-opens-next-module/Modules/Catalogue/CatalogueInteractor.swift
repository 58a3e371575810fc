import Foundation

final class CatalogueInteractor {
    private let library: LibraryService

    init(library: LibraryService) {
        self.library = library
    }

    var isSignedIn: Bool { library.isSignedIn }

    func loadBooks() async -> [Book] {
        await library.books()
    }

    func reserve(_ book: Book) async -> Bool {
        await library.reserve(book)
    }
}
