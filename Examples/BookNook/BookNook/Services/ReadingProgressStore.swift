import Foundation

/// Keeps each book's reading progress (last page and fraction read) in user defaults.
final class ReadingProgressStore {

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// Returns the zero-based page last saved for the book, or 0 if it was never opened.
    func savedPage(for bookID: String) -> Int {
        defaults.integer(forKey: "BookNook.progress.\(bookID)")
    }

    /// Saves the page the reader stopped at and, when the page count is known, the fraction read.
    func save(pageIndex: Int, pageCount: Int, for bookID: String) {
        defaults.set(pageIndex, forKey: "BookNook.progress.\(bookID)")
        if pageCount > 0 {
            let fraction = Double(pageIndex + 1) / Double(pageCount)
            defaults.set(fraction, forKey: "BookNook.fraction.\(bookID)")
        }
    }
}
