import Foundation

protocol ShelfViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSearch()
}

final class ShelfPresenter: ShelfViewOutput {

    weak var view: ShelfViewController?
    private let interactor: ShelfInteractorInput
    private let router: ShelfRouterInput

    init(interactor: ShelfInteractorInput, router: ShelfRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        router.embedRecentBooks(delegate: self)
        view?.showLoansCount(interactor.loansCount())
    }

    func didTapSearch() {
        router.openSearch()
    }
}

extension ShelfPresenter: RecentBooksModuleDelegate {

    func recentBooks(didSelect book: Book) {
        router.openBook(book)
    }
}
