import Foundation

final class SessionsInteractor {
    private let catalog: MeditationCatalog

    init(catalog: MeditationCatalog) {
        self.catalog = catalog
    }

    func sessions() async -> [MeditationSession] {
        await catalog.sessions().sorted { $0.minutes < $1.minutes }
    }
}
