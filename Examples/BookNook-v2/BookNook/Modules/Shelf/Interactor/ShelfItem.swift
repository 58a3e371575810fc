import Foundation

struct ShelfItem: Codable, Equatable {
    let bookID: String
    let title: String
    let author: String
    var progress: Double
    let addedAt: Date

    var isFinished: Bool {
        progress >= 0.999
    }

    var progressText: String {
        if isFinished { return "Finished" }
        if progress <= 0 { return "Not started" }
        return "\(Int((progress * 100).rounded()))% read"
    }

    static let starterShelf: [ShelfItem] = [
        ShelfItem(bookID: "OL45804W", title: "Fantastic Mr Fox", author: "Roald Dahl",
                  progress: 0.4, addedAt: Date(timeIntervalSince1970: 1_690_000_000)),
        ShelfItem(bookID: "OL27448W", title: "The Lord of the Rings", author: "J. R. R. Tolkien",
                  progress: 0, addedAt: Date(timeIntervalSince1970: 1_700_000_000))
    ]
}
