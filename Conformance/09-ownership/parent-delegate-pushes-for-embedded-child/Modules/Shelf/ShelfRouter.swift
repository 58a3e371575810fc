import UIKit

protocol ShelfRouterInput: AnyObject {
    func embedRecentBooks(delegate: RecentBooksModuleDelegate)
    func openSearch()
    func openBook(_ book: Book)
}

final class ShelfRouter: ShelfRouterInput {

    weak var viewController: ShelfViewController?

    func embedRecentBooks(delegate: RecentBooksModuleDelegate) {
        guard let host = viewController else { return }
        let child = RecentBooksBuilder.build(delegate: delegate)
        host.addChild(child)
        child.view.frame = host.recentBooksContainer.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.recentBooksContainer.addSubview(child.view)
        child.didMove(toParent: host)
    }

    func openSearch() {
        let search = SearchBuilder.build()
        viewController?.navigationController?.pushViewController(search, animated: true)
    }

    func openBook(_ book: Book) {
        let detail = BookDetailBuilder.build(book: book)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
