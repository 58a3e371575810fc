import UIKit

protocol LoansRouterInput: AnyObject {
    func openRenewal(for loan: Loan)
}

final class LoansRouter: LoansRouterInput {
    weak var viewController: UIViewController?

    func openRenewal(for loan: Loan) {
        let renewal = LoanRenewalBuilder.build(loan: loan)
        guard let viewController else { return }
        if let renewal {
            viewController.navigationController?.pushViewController(renewal, animated: true)
        } else {
            print("Loans: \(loan.barcode) has no renewals left")
        }
    }
}
