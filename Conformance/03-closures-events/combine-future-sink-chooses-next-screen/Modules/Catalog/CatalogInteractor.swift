import Foundation

protocol CatalogInteractorInput: AnyObject {
    func search(_ query: String, completion: @escaping ([Book]) -> Void)
}

final class CatalogInteractor: CatalogInteractorInput {

    private let loans: LoanService

    init(loans: LoanService) {
        self.loans = loans
    }

    func search(_ query: String, completion: @escaping ([Book]) -> Void) {
        loans.search(query) { books in
            DispatchQueue.main.async { completion(books) }
        }
    }
}
