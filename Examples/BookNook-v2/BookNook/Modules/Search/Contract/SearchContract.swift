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
}

protocol SearchUseCase: AnyObject {
    func search(for query: String)
    func cancelSearch()
}

protocol SearchInteractorOutput: AnyObject {
    func resultsFound(_ results: [SearchResult], for query: String)
    func searchFailed(_ error: Error)
}

/// Search results are a read-only list: the search screen opens no other
/// module, so its wireframe declares no routes.
protocol SearchWireframe: AnyObject {
}
