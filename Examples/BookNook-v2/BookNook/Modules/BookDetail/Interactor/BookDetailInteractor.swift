import Foundation

final class BookDetailInteractor: BookDetailUseCase {

    weak var output: BookDetailInteractorOutput?

    private let session: URLSession
    private let defaults: UserDefaults
    private let progress: ReadingProgressStore

    init(session: URLSession = .shared, defaults: UserDefaults = .standard,
         progress: ReadingProgressStore = ReadingProgressStore()) {
        self.session = session
        self.defaults = defaults
        self.progress = progress
    }

    func fetchDetails(for bookID: String) {
        guard let url = URL(string: "https://openlibrary.org/works/\(bookID).json") else { return }

        session.dataTask(with: url) { [weak self] data, _, error in
            let result: Result<BookDetails, Error>
            if let error = error {
                result = .failure(error)
            } else {
                result = Result { try JSONDecoder().decode(BookDetails.self, from: data ?? Data()) }
            }

            DispatchQueue.main.async {
                switch result {
                case .success(let details):
                    self?.output?.detailsFetched(details)
                case .failure(let error):
                    self?.output?.detailsFetchFailed(error)
                }
            }
        }.resume()
    }

    func savedPage(for bookID: String) -> Int {
        progress.savedPage(for: bookID)
    }
}
