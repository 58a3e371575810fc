import UIKit

protocol ShelfView: AnyObject {
    func showItems(_ items: [ShelfItem])
    func showEmptyState(message: String)
    func showError(_ message: String)
}

/// What the shelf screen tells its presenter about the user's actions.
protocol ShelfPresentation: AnyObject {
    func viewDidLoad()
    func didSelectItem(at index: Int)
    func didToggleSortOrder()
    func didRequestRemoval(at index: Int)
}

protocol ShelfUseCase: AnyObject {
    func loadShelf()
    func removeBook(withID bookID: String)
}

protocol ShelfInteractorOutput: AnyObject {
    func shelfLoaded(_ items: [ShelfItem])
    func shelfLoadFailed(_ error: Error)
}

protocol ShelfWireframe: AnyObject {
    func showBookDetail(bookID: String, title: String)
}
