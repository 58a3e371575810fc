import SwiftUI

struct RecordSearchView: View {
    @ObservedObject var presenter: RecordSearchPresenter
    let catalog: RecordCatalog

    var body: some View {
        NavigationStack {
            RecordSearchResults(presenter: presenter)
                .searchable(text: $presenter.query, prompt: "Artist, title or label")
                .onSubmit(of: .search) {
                    Task { await presenter.search() }
                }
                .navigationTitle("Find a record")
                .navigationDestination(for: Record.self) { record in
                    RecordDetailBuilder.build(record: record, catalog: catalog)
                }
        }
    }
}

struct RecordSearchResults: View {
    @ObservedObject var presenter: RecordSearchPresenter
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        List {
            if isSearching && presenter.query.isEmpty {
                Section("Popular searches") {
                    ForEach(presenter.popularSearches, id: \.self) { suggestion in
                        Button(suggestion) {
                            Task { await presenter.pick(suggestion) }
                            dismissSearch()
                        }
                    }
                }
            }
            Section {
                ForEach(presenter.results) { record in
                    NavigationLink(value: record) {
                        VStack(alignment: .leading) {
                            Text(record.title).font(.headline)
                            Text("\(record.artist) · \(record.label) \(String(record.year))")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            if !presenter.results.isEmpty {
                Button("Clear results", role: .destructive) {
                    presenter.clear()
                    dismissSearch()
                }
            }
        }
    }
}
