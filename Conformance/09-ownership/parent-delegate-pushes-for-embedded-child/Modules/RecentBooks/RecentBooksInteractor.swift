import Foundation

struct Book {
    let isbn: String
    let title: String
    let author: String
}

protocol RecentBooksInteractorInput: AnyObject {
    func recentlyBorrowed(limit: Int) -> [Book]
}

final class RecentBooksInteractor: RecentBooksInteractorInput {

    private let history: [Book] = [
        Book(isbn: "9780571334650", title: "Klara and the Sun", author: "Kazuo Ishiguro"),
        Book(isbn: "9781526622426", title: "Piranesi", author: "Susanna Clarke"),
        Book(isbn: "9780099590088", title: "Stoner", author: "John Williams"),
        Book(isbn: "9780141439518", title: "Pride and Prejudice", author: "Jane Austen")
    ]

    func recentlyBorrowed(limit: Int) -> [Book] {
        Array(history.prefix(limit))
    }
}
