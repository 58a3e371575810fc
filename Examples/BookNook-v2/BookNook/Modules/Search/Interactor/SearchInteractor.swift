import Foundation
import Alamofire

final class SearchInteractor: SearchUseCase {

    weak var output: SearchInteractorOutput?

    private let endpoint = "https://openlibrary.org/search.json"
    private let pageSize = 25
    private var currentRequest: DataRequest?

    func search(for query: String) {
        cancelSearch()

        let parameters: [String: Any] = [
            "q": query,
            "limit": pageSize,
            "fields": "key,title,author_name,first_publish_year"
        ]

        currentRequest = AF.request(endpoint, parameters: parameters)
            .validate(statusCode: 200..<300)
            .responseDecodable(of: SearchResponse.self) { [weak self] response in
                guard let self = self else { return }
                self.currentRequest = nil
                switch response.result {
                case .success(let payload):
                    self.output?.resultsFound(payload.docs, for: query)
                case .failure(let error):
                    if error.isExplicitlyCancelledError { return }
                    self.output?.searchFailed(error)
                }
            }
    }

    func cancelSearch() {
        currentRequest?.cancel()
        currentRequest = nil
    }
}
