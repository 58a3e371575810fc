import UIKit

protocol ReaderView: AnyObject {
    func showPage(_ page: ReaderPage, of pageCount: Int, animated: Bool)
    func showLoadFailed(_ message: String)
}

protocol ReaderPresentation: AnyObject {
    func viewDidLoad()
    func didTapNextPage()
    func didTapPreviousPage()
    func didTapClose()
}

protocol ReaderUseCase: AnyObject {
    func loadPages(for bookID: String)
    /// Remembers the page the reader stopped at and how much of the book has been read.
    func saveProgress(bookID: String, pageIndex: Int, pageCount: Int)
}

protocol ReaderInteractorOutput: AnyObject {
    func pagesLoaded(_ pages: [ReaderPage])
    func pagesLoadFailed(_ error: Error)
}

protocol ReaderWireframe: AnyObject {
    func dismissReader()
}
