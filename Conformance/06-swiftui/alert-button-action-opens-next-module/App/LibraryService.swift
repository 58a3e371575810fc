import Foundation

struct Book: Identifiable, Hashable {
    let id: String
    let title: String
    let author: String
    let copiesOnShelf: Int
}

final class LibraryService {
    static let shared = LibraryService()

    private(set) var cardNumber: String?

    var isSignedIn: Bool { cardNumber != nil }

    func books() async -> [Book] {
        [
            Book(id: "978-0141439518", title: "Pride and Prejudice", author: "Jane Austen", copiesOnShelf: 2),
            Book(id: "978-0553418026", title: "The Martian", author: "Andy Weir", copiesOnShelf: 0),
            Book(id: "978-0307277671", title: "The Road", author: "Cormac McCarthy", copiesOnShelf: 1)
        ]
    }

    func signIn(cardNumber: String, pin: String) async -> Bool {
        guard cardNumber.count == 10, pin.count == 4 else { return false }
        self.cardNumber = cardNumber
        return true
    }

    func reserve(_ book: Book) async -> Bool {
        isSignedIn
    }
}
