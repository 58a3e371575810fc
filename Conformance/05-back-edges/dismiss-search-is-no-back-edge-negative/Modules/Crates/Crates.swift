import SwiftUI

enum CratesBuilder {
    static func build(catalog: RecordCatalog) -> some View {
        let interactor = CratesInteractor(catalog: catalog)
        let presenter = CratesPresenter(interactor: interactor)
        return CratesView(presenter: presenter, catalog: catalog)
    }
}

struct CratesView: View {
    @ObservedObject var presenter: CratesPresenter
    let catalog: RecordCatalog

    var body: some View {
        NavigationStack {
            List(presenter.crates) { crate in
                Section(crate.genre) {
                    ForEach(crate.records) { record in
                        LabeledContent(record.title, value: record.artist)
                    }
                }
            }
            .navigationTitle("Crates")
            .toolbar {
                Button("Search", systemImage: "magnifyingglass") {
                    presenter.didTapSearch()
                }
            }
            .sheet(isPresented: $presenter.isSearchShown) {
                RecordSearchBuilder.build(catalog: catalog)
            }
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class CratesPresenter: ObservableObject {
    @Published private(set) var crates: [Crate] = []
    @Published var isSearchShown = false

    private let interactor: CratesInteractor

    init(interactor: CratesInteractor) {
        self.interactor = interactor
    }

    func load() async {
        crates = await interactor.crates()
    }

    func didTapSearch() {
        isSearchShown = true
    }
}

final class CratesInteractor {
    private let catalog: RecordCatalog

    init(catalog: RecordCatalog) {
        self.catalog = catalog
    }

    func crates() async -> [Crate] {
        await catalog.crates()
    }
}
