import Foundation

final class RecordSearchInteractor {
    private let catalog: RecordCatalog

    init(catalog: RecordCatalog) {
        self.catalog = catalog
    }

    func search(_ query: String) async -> [Record] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2 else { return [] }
        return await catalog.search(trimmed)
    }

    func popularSearches() -> [String] {
        catalog.popularSearches()
    }
}
