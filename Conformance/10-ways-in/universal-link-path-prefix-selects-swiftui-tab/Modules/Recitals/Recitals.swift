import SwiftUI

enum RecitalsModule {
    static func make(catalog: StudioCatalog) -> some View {
        RecitalsView(presenter: RecitalsPresenter(catalog: catalog))
    }
}

struct RecitalsView: View {
    @ObservedObject var presenter: RecitalsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.recitals) { recital in
                LabeledContent(recital.title, value: recital.date.formatted(date: .long, time: .omitted))
            }
            .navigationTitle("Recitals")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class RecitalsPresenter: ObservableObject {
    @Published private(set) var recitals: [Recital] = []
    private let catalog: StudioCatalog

    init(catalog: StudioCatalog) {
        self.catalog = catalog
    }

    func load() async {
        recitals = await catalog.recitals()
    }
}
