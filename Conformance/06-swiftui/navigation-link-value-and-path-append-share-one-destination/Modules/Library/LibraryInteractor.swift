import Foundation

final class LibraryInteractor {
    private let catalog: RecordCatalog

    init(catalog: RecordCatalog) {
        self.catalog = catalog
    }

    func artists() async -> [Artist] {
        await catalog.artists().sorted { $0.name < $1.name }
    }
}
