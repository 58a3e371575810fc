import SwiftUI

enum BookInfoBuilder {
    static func build(book: Book, catalog: CatalogService) -> some View {
        let interactor = BookInfoInteractor(catalog: catalog)
        let presenter = BookInfoPresenter(book: book, interactor: interactor)
        return BookInfoView(presenter: presenter)
    }
}

struct BookInfoView: View {
    @ObservedObject var presenter: BookInfoPresenter

    var body: some View {
        VStack(spacing: 16) {
            Text(presenter.book.title).font(.title2.bold())
            Text(presenter.book.author)
            if let due = presenter.dueDate {
                Text("Due \(due.formatted(date: .abbreviated, time: .omitted))")
            }
            Button("Renew loan") {
                Task { await presenter.renew() }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .navigationTitle("Loan")
        .navigationBarTitleDisplayMode(.inline)
    }
}

@MainActor
final class BookInfoPresenter: ObservableObject {
    let book: Book
    @Published private(set) var dueDate: Date?

    private let interactor: BookInfoInteractor

    init(book: Book, interactor: BookInfoInteractor) {
        self.book = book
        self.interactor = interactor
    }

    func renew() async {
        dueDate = try? await interactor.renew(book)
    }
}

final class BookInfoInteractor {
    private let catalog: CatalogService

    init(catalog: CatalogService) {
        self.catalog = catalog
    }

    func renew(_ book: Book) async throws -> Date {
        try await catalog.renew(bookID: book.id)
    }
}
