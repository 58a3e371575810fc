import SwiftUI

enum StudioModule {
    static func make(catalog: StudioCatalog) -> some View {
        let presenter = StudioPresenter(catalog: catalog)
        return StudioView(presenter: presenter, catalog: catalog)
    }
}

@MainActor
final class StudioPresenter: ObservableObject {
    @Published private(set) var practiceMinutesToday = 0

    private let catalog: StudioCatalog

    init(catalog: StudioCatalog) {
        self.catalog = catalog
    }

    func refresh() {
        practiceMinutesToday = catalog.sessions.reduce(0) { $0 + $1.minutes }
    }
}
