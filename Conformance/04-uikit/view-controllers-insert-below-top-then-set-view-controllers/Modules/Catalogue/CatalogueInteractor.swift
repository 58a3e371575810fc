import Foundation

protocol CatalogueInteractorInput: AnyObject {
    func families() -> [String]
    func seeds(matching query: String) -> [Seed]
}

final class CatalogueInteractor: CatalogueInteractorInput {

    private let store = SeedStore.shared

    func families() -> [String] {
        store.families
    }

    func seeds(matching query: String) -> [Seed] {
        guard query.count >= 2 else { return [] }
        return store.seeds.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }
}
