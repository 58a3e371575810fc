import Foundation

struct ReaderPage: Equatable {
    let index: Int
    let text: String

    var number: Int {
        index + 1
    }

    /// Splits a plain-text book into pages of roughly `wordsPerPage` words,
    /// never breaking inside a word.
    static func paginate(_ text: String, wordsPerPage: Int = 220) -> [ReaderPage] {
        let words = text.split(whereSeparator: { $0.isWhitespace })
        guard !words.isEmpty else { return [] }

        var pages: [ReaderPage] = []
        var start = 0
        while start < words.count {
            let end = min(start + wordsPerPage, words.count)
            let body = words[start..<end].joined(separator: " ")
            pages.append(ReaderPage(index: pages.count, text: body))
            start = end
        }
        return pages
    }
}
