import UIKit

protocol SearchView: AnyObject {
    func setLoading(_ isLoading: Bool)
    func showResults(_ results: [SearchResult])
    func showNoResults(for query: String)
    func showError(_ message: String)
}

protocol SearchPresentation: AnyObject {
    func didChangeQuery(_ query: String)
    /// Called when the user taps the search button; searches even for short queries.
    func didSubmitQuery(_ query: String)
    func didSelectResult(at index: Int)
}

protocol SearchUseCase: AnyObject {
    func search(for query: String)
    func cancelSearch()
}

protocol SearchInteractorOutput: AnyObject {
    func resultsFound(_ results: [SearchResult], for query: String)
    func searchFailed(_ error: Error)
}

protocol SearchWireframe: AnyObject {
    func showBookDetail(bookID: String, title: String)
}
