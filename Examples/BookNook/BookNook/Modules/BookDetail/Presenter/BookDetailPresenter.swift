import Foundation

/// Loads a book's details for the detail screen and titles the read button from the saved page.
/// Tapping read asks the router to open the reader at that page.
final class BookDetailPresenter: BookDetailPresentation {

    weak var view: BookDetailView?
    var interactor: BookDetailUseCase!
    var router: BookDetailWireframe!

    var bookID = ""
    private var details: BookDetails?

    func viewDidLoad() {
        view?.showLoading()
        interactor.fetchDetails(for: bookID)
    }

    func viewWillAppear() {
        // Coming back from the reader: the saved page may have moved on.
        guard let details = details else { return }
        view?.showDetails(details, readButtonTitle: readButtonTitle())
    }

    func didTapRead() {
        router.presentReader(bookID: bookID, startPage: interactor.savedPage(for: bookID))
    }

    private func readButtonTitle() -> String {
        let page = interactor.savedPage(for: bookID)
        return page > 0 ? "Continue from page \(page + 1)" : "Start reading"
    }
}

extension BookDetailPresenter: BookDetailInteractorOutput {

    func detailsFetched(_ details: BookDetails) {
        self.details = details
        view?.showDetails(details, readButtonTitle: readButtonTitle())
    }

    func detailsFetchFailed(_ error: Error) {
        view?.showError("This book's details could not be loaded.")
    }
}
