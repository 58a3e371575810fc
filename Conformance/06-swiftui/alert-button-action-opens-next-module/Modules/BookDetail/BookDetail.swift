import SwiftUI

enum BookDetailBuilder {
    static func build(book: Book) -> some View {
        BookDetailView(presenter: BookDetailPresenter(book: book))
    }
}

struct BookDetailView: View {
    @ObservedObject var presenter: BookDetailPresenter

    var body: some View {
        Form {
            LabeledContent("Author", value: presenter.book.author)
            LabeledContent("ISBN", value: presenter.book.id)
            LabeledContent("On the shelf", value: presenter.availability)
        }
        .navigationTitle(presenter.book.title)
    }
}

final class BookDetailPresenter: ObservableObject {
    let book: Book

    init(book: Book) {
        self.book = book
    }

    var availability: String {
        book.copiesOnShelf == 0 ? "All copies on loan" : "\(book.copiesOnShelf) available"
    }
}
