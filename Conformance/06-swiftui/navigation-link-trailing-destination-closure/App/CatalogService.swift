import Foundation

struct Book: Identifiable, Hashable {
    let id: String
    let title: String
    let author: String
    var isOnLoan: Bool
}

final class CatalogService {
    func borrowedBooks() async -> [Book] {
        [
            Book(id: "978-0141439518", title: "Pride and Prejudice", author: "Jane Austen", isOnLoan: true),
            Book(id: "978-0486284736", title: "Great Expectations", author: "Charles Dickens", isOnLoan: true)
        ]
    }

    func renew(bookID: Book.ID) async throws -> Date {
        Calendar.current.date(byAdding: .day, value: 21, to: .now) ?? .now
    }
}
