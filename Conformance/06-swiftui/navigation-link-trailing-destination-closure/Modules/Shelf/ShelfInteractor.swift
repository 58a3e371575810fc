import Foundation

final class ShelfInteractor {
    private let catalog: CatalogService

    init(catalog: CatalogService) {
        self.catalog = catalog
    }

    func loadBorrowed() async -> [Book] {
        await catalog.borrowedBooks()
    }
}
