import Foundation

protocol CatalogViewOutput: AnyObject {
    func didSubmitSearch(_ query: String)
    func didSelectBook(at index: Int)
}

final class CatalogPresenter: CatalogViewOutput {

    weak var view: CatalogViewInput?
    private let interactor: CatalogInteractorInput
    private let router: CatalogRouterInput
    private var books: [Book] = []

    init(interactor: CatalogInteractorInput, router: CatalogRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func didSubmitSearch(_ query: String) {
        interactor.search(query) { [weak self] books in
            self?.books = books
            self?.view?.display(rows: books.map { "\($0.title) — \($0.author)" })
        }
    }

    func didSelectBook(at index: Int) {
        router.openBook(books[index])
    }
}
