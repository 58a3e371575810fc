import Foundation

/// Starts a search once the query has at least three characters and shows the results, an empty state or an error.
final class SearchPresenter: SearchPresentation {

    weak var view: SearchView?
    var interactor: SearchUseCase!
    var router: SearchWireframe!

    private var results: [SearchResult] = []
    private let minimumQueryLength = 3

    func didChangeQuery(_ query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= minimumQueryLength else {
            interactor.cancelSearch()
            results = []
            view?.setLoading(false)
            view?.showResults([])
            return
        }
        startSearch(trimmed)
    }

    func didSubmitQuery(_ query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        startSearch(trimmed)
    }

    private func startSearch(_ query: String) {
        view?.setLoading(true)
        interactor.search(for: query)
    }
}

extension SearchPresenter: SearchInteractorOutput {

    func resultsFound(_ results: [SearchResult], for query: String) {
        self.results = results
        view?.setLoading(false)
        if results.isEmpty {
            view?.showNoResults(for: query)
        } else {
            view?.showResults(results)
        }
    }

    func searchFailed(_ error: Error) {
        view?.setLoading(false)
        view?.showError("Search is unavailable right now. Please try again.")
    }
}
