import UIKit

struct Bookmark {
    let bookID: String
    let page: Int
}

protocol ShelfRouterInput: AnyObject {
    func openLastBook()
}

final class ShelfRouter: ShelfRouterInput {
    weak var viewController: UIViewController?
    private let defaults = UserDefaults.standard

    func openLastBook() {
        let screen = resumeReadingScreen() ?? CatalogueBuilder.build()
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }

    private func resumeReadingScreen() -> UIViewController? {
        guard let bookmark = lastBookmark() else { return nil }
        return ReaderBuilder.build(bookID: bookmark.bookID, page: bookmark.page)
    }

    private func lastBookmark() -> Bookmark? {
        guard let bookID = defaults.string(forKey: "bookmark.bookID") else { return nil }
        return Bookmark(bookID: bookID, page: defaults.integer(forKey: "bookmark.page"))
    }
}
