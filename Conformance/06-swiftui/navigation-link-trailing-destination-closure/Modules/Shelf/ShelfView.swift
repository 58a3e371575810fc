import SwiftUI

struct ShelfView: View {
    @ObservedObject var presenter: ShelfPresenter
    let catalog: CatalogService

    var body: some View {
        NavigationStack {
            List {
                ForEach(presenter.books) { book in
                    NavigationLink {
                        BookInfoBuilder.build(book: book, catalog: catalog)
                    } label: {
                        VStack(alignment: .leading) {
                            Text(book.title).font(.headline)
                            Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .overlay {
                if presenter.isLoading { ProgressView() }
            }
            .navigationTitle("My shelf")
            .refreshable { await presenter.refresh() }
            .task { await presenter.refresh() }
        }
    }
}
