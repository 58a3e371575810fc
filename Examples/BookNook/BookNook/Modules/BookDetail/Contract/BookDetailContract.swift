import UIKit

protocol BookDetailView: AnyObject {
    func showLoading()
    func showDetails(_ details: BookDetails, readButtonTitle: String)
    func showError(_ message: String)
}

protocol BookDetailPresentation: AnyObject {
    func viewDidLoad()
    func viewWillAppear()
    func didTapRead()
}

/// The business logic behind the book detail screen.
protocol BookDetailUseCase: AnyObject {
    func fetchDetails(for bookID: String)
    /// Returns the zero-based page the reader last saved for the book, or 0 if none.
    func savedPage(for bookID: String) -> Int
}

protocol BookDetailInteractorOutput: AnyObject {
    func detailsFetched(_ details: BookDetails)
    func detailsFetchFailed(_ error: Error)
}

protocol BookDetailWireframe: AnyObject {
    func presentReader(bookID: String, startPage: Int)
}
