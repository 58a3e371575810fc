import Foundation

/// Sorts the shelf by date added or by title for the shelf screen and routes a selected book to its detail screen.
final class ShelfPresenter: ShelfPresentation {

    weak var view: ShelfView?
    var interactor: ShelfUseCase!
    var router: ShelfWireframe!

    private var items: [ShelfItem] = []
    private var sortsByTitle = false

    func viewDidLoad() {
        interactor.loadShelf()
    }

    func didSelectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        let item = items[index]
        router.showBookDetail(bookID: item.bookID, title: item.title)
    }

    func didToggleSortOrder() {
        sortsByTitle.toggle()
        render()
    }

    func didRequestRemoval(at index: Int) {
        guard items.indices.contains(index) else { return }
        interactor.removeBook(withID: items[index].bookID)
    }

    private func render() {
        if sortsByTitle {
            items.sort { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
        } else {
            items.sort { $0.addedAt > $1.addedAt }
        }

        if items.isEmpty {
            view?.showEmptyState(message: "Your shelf is empty. Find something to read in Search.")
        } else {
            view?.showItems(items)
        }
    }
}

extension ShelfPresenter: ShelfInteractorOutput {

    func shelfLoaded(_ items: [ShelfItem]) {
        self.items = items
        render()
    }

    func shelfLoadFailed(_ error: Error) {
        view?.showError("We couldn't open your shelf. \(error.localizedDescription)")
    }
}
