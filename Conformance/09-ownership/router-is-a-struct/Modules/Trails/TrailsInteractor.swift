import Foundation

protocol TrailsInteractorInput {
    func trails(matching filter: TrailFilter) -> [Trail]
}

final class TrailsInteractor: TrailsInteractorInput {
    private let store: TrailStore

    init(store: TrailStore) {
        self.store = store
    }

    func trails(matching filter: TrailFilter) -> [Trail] {
        store.trails.filter { $0.difficulty <= filter.maxDifficulty && $0.lengthKm <= filter.maxLengthKm }
    }
}
