import Combine
import Foundation

protocol BookDetailInteractorInput: AnyObject {
    func placeHold(on book: Book) -> Future<HoldOutcome, HoldError>
}

final class BookDetailInteractor: BookDetailInteractorInput {

    private let loans: LoanService

    init(loans: LoanService) {
        self.loans = loans
    }

    func placeHold(on book: Book) -> Future<HoldOutcome, HoldError> {
        Future { [loans] promise in
            loans.placeHold(isbn: book.isbn) { result in
                promise(result)
            }
        }
    }
}
