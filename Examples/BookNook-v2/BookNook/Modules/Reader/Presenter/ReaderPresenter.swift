import Foundation

/// Keeps track of the current page of the open book and saves the reading progress when the reader closes.
final class ReaderPresenter: ReaderPresentation {

    weak var view: ReaderView?
    var interactor: ReaderUseCase!
    var router: ReaderWireframe!

    var bookID = ""
    var currentIndex = 0
    private var pages: [ReaderPage] = []

    func viewDidLoad() {
        interactor.loadPages(for: bookID)
    }

    func didTapNextPage() {
        guard currentIndex + 1 < pages.count else { return }
        currentIndex += 1
        showCurrentPage(animated: true)
    }

    func didTapPreviousPage() {
        guard currentIndex > 0 else { return }
        currentIndex -= 1
        showCurrentPage(animated: true)
    }

    func didTapClose() {
        if !pages.isEmpty {
            interactor.saveProgress(bookID: bookID, pageIndex: currentIndex, pageCount: pages.count)
        }
        router.dismissReader()
    }

    private func showCurrentPage(animated: Bool) {
        guard pages.indices.contains(currentIndex) else { return }
        view?.showPage(pages[currentIndex], of: pages.count, animated: animated)
    }
}

extension ReaderPresenter: ReaderInteractorOutput {

    func pagesLoaded(_ pages: [ReaderPage]) {
        self.pages = pages
        currentIndex = min(currentIndex, max(pages.count - 1, 0))
        showCurrentPage(animated: false)
    }

    func pagesLoadFailed(_ error: Error) {
        if (error as? CocoaError)?.code == .fileNoSuchFile {
            view?.showLoadFailed("Download this book before opening it in the reader.")
        } else {
            view?.showLoadFailed("The book file appears to be damaged.")
        }
    }
}
