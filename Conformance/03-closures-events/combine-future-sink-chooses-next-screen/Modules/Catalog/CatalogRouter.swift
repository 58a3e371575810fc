import UIKit

protocol CatalogRouterInput: AnyObject {
    func openBook(_ book: Book)
}

final class CatalogRouter: CatalogRouterInput {

    weak var viewController: UIViewController?
    private let loans: LoanService

    init(loans: LoanService) {
        self.loans = loans
    }

    func openBook(_ book: Book) {
        let detail = BookDetailBuilder.build(book: book, loans: loans)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
